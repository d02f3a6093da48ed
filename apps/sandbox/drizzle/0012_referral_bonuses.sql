-- Refer-a-friend bonuses paid (one per lead and account), and one lead per friend's account.
CREATE TABLE "referral_bonuses" (
	"lead_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_bonuses_lead_id_customer_id_pk" PRIMARY KEY("lead_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD CONSTRAINT "referral_bonuses_lead_id_referral_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."referral_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_leads_referred_customer_unique" ON "referral_leads" USING btree ("referred_customer_id");