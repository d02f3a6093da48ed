CREATE TABLE "bookings" (
	"sequence" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date NOT NULL,
	"type" text NOT NULL,
	"from_account_id" text NOT NULL,
	"to_account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"customer_id" text,
	"deposit_id" text,
	"order_id" text,
	"counterparty" text,
	"counterparty_iban" text,
	"reference" text NOT NULL,
	CONSTRAINT "bookings_id_unique" UNIQUE("id"),
	CONSTRAINT "bookings_positive_amount" CHECK ("bookings"."amount" > 0),
	CONSTRAINT "bookings_two_accounts" CHECK ("bookings"."from_account_id" <> "bookings"."to_account_id")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"order_id" text,
	"previous_deposit_id" text,
	"offer_id" text NOT NULL,
	"bank_id" text NOT NULL,
	"bank_country" text NOT NULL,
	"product_type" text NOT NULL,
	"offer_product_type" text NOT NULL,
	"currency" text NOT NULL,
	"principal" bigint NOT NULL,
	"annual_rate" numeric NOT NULL,
	"withholding_tax_rate" numeric NOT NULL,
	"compounding" boolean NOT NULL,
	"interest_payout" text NOT NULL,
	"term_months" integer,
	"notice_period_days" integer,
	"start_date" date NOT NULL,
	"maturity_date" date,
	"notice_given_on" date,
	"available_on" date,
	"status" text NOT NULL,
	"prolongation" text NOT NULL,
	"accrual_from" date NOT NULL,
	"accrued_interest" numeric DEFAULT '0' NOT NULL,
	"next_interest_on" date,
	"closed_on" date,
	"account_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"customer_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_records_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"customer_id" text,
	"bank_id" text,
	"iban" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_customer_floor" CHECK ("ledger_accounts"."kind" not in ('settlement', 'deposit') or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"processed_through" date
);
--> statement-breakpoint
CREATE TABLE "savings_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"bank_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"prolongation" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"forwarded_on" date,
	"opens_on" date,
	"closed_on" date,
	"deposit_id" text
);
--> statement-breakpoint
CREATE TABLE "sca_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"payee_iban" text NOT NULL,
	"code_hash" text NOT NULL,
	"status" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" text
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"text" text NOT NULL,
	"challenge_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_to_account_id_ledger_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","sequence");--> statement-breakpoint
CREATE INDEX "bookings_deposit_idx" ON "bookings" USING btree ("deposit_id","sequence");--> statement-breakpoint
CREATE INDEX "deposits_customer_idx" ON "deposits" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "deposits_next_interest_idx" ON "deposits" USING btree ("next_interest_on");--> statement-breakpoint
CREATE INDEX "ledger_accounts_customer_idx" ON "ledger_accounts" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE INDEX "savings_orders_customer_idx" ON "savings_orders" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "sca_challenges_customer_idx" ON "sca_challenges" USING btree ("customer_id");