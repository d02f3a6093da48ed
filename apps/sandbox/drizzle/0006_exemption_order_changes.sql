CREATE TABLE "exemption_order_changes" (
	"order_id" text NOT NULL,
	"received_on" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "exemption_order_changes_order_id_received_on_pk" PRIMARY KEY("order_id","received_on")
);
--> statement-breakpoint
ALTER TABLE "exemption_order_changes" ADD CONSTRAINT "exemption_order_changes_order_id_exemption_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."exemption_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The orders stored before this table: their current version is the only one known.
INSERT INTO "exemption_order_changes" ("order_id", "received_on", "kind", "amount_cents")
SELECT "id", "received_on", "kind", "amount_cents" FROM "exemption_orders";
