CREATE TABLE "booking_line_counts" (
	"customer_id" text NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "booking_line_counts_customer_id_account_id_type_pk" PRIMARY KEY("customer_id","account_id","type")
);
--> statement-breakpoint
CREATE TABLE "booking_lines" (
	"sequence" bigint NOT NULL,
	"direction" text NOT NULL,
	"customer_id" text NOT NULL,
	"account_id" text NOT NULL,
	"account" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"booking_date" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "booking_lines_sequence_direction_pk" PRIMARY KEY("sequence","direction"),
	CONSTRAINT "booking_lines_direction" CHECK ("booking_lines"."direction" in ('CREDIT', 'DEBIT'))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "paid_interest" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "withheld_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_sequence_bookings_sequence_fk" FOREIGN KEY ("sequence") REFERENCES "public"."bookings"("sequence") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_lines_customer_idx" ON "booking_lines" USING btree ("customer_id","sequence" DESC NULLS LAST,"direction");--> statement-breakpoint
CREATE INDEX "booking_lines_customer_type_idx" ON "booking_lines" USING btree ("customer_id","type","sequence" DESC NULLS LAST,"direction");--> statement-breakpoint
CREATE INDEX "booking_lines_account_idx" ON "booking_lines" USING btree ("account_id","sequence" DESC NULLS LAST,"direction");--> statement-breakpoint
CREATE INDEX "booking_lines_customer_date_idx" ON "booking_lines" USING btree ("customer_id","type","booking_date");--> statement-breakpoint
-- Backfill for ledgers booked before this migration: the lines, their counts and the deposits' running totals.
INSERT INTO "booking_lines" ("sequence", "direction", "customer_id", "account_id", "account", "type", "currency", "booking_date", "amount")
SELECT b."sequence", side."direction", a."customer_id", a."id", a."kind", b."type", b."currency", b."booking_date", b."amount"
FROM "bookings" b
CROSS JOIN LATERAL (VALUES ('CREDIT', b."to_account_id"), ('DEBIT', b."from_account_id")) AS side("direction", "account_id")
JOIN "ledger_accounts" a ON a."id" = side."account_id"
WHERE a."kind" IN ('settlement', 'deposit') AND a."customer_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "booking_line_counts" ("customer_id", "account_id", "type", "currency", "lines")
SELECT "customer_id", "account_id", "type", "currency", count(*) FROM "booking_lines"
GROUP BY "customer_id", "account_id", "type", "currency";--> statement-breakpoint
UPDATE "deposits" d SET
  "paid_interest" = coalesce((SELECT sum(b."amount") FROM "bookings" b WHERE b."deposit_id" = d."id" AND b."type" = 'INTEREST'), 0),
  "withheld_tax" = coalesce((SELECT sum(b."amount") FROM "bookings" b WHERE b."deposit_id" = d."id" AND b."type" = 'WITHHOLDING_TAX'), 0);
