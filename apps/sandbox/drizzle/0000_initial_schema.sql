CREATE TABLE "consents" (
	"user_id" text NOT NULL,
	"consent_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"legitimate_interest" boolean NOT NULL,
	"valid" boolean NOT NULL,
	CONSTRAINT "consents_user_id_consent_id_pk" PRIMARY KEY("user_id","consent_id")
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"legacy_partner_no" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"distributor_id" text NOT NULL,
	"distribution_channel_id" text NOT NULL,
	"registration_date" date NOT NULL,
	"company" jsonb,
	"address" jsonb NOT NULL,
	"delivery_address" jsonb,
	CONSTRAINT "customer_accounts_legacy_partner_no_unique" UNIQUE("legacy_partner_no")
);
--> statement-breakpoint
CREATE TABLE "person_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"person_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"username" text NOT NULL,
	"personal_details" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"contact_details" jsonb NOT NULL,
	"tax_details" jsonb NOT NULL,
	"additional_financial_information" jsonb NOT NULL,
	CONSTRAINT "persons_person_id_unique" UNIQUE("person_id")
);
--> statement-breakpoint
CREATE TABLE "reference_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"bic" text NOT NULL,
	"iban" text NOT NULL,
	"account_number" text NOT NULL,
	"branch_code" text NOT NULL,
	"ccy" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"person_id" text NOT NULL,
	"bac_numbers" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"country_credit_rating" text NOT NULL,
	"rating_rank" smallint NOT NULL,
	"logo_url" text NOT NULL,
	"deposit_guarantee" jsonb NOT NULL,
	"institution_features" text[] NOT NULL,
	"descriptions" jsonb NOT NULL,
	"documents" jsonb NOT NULL,
	CONSTRAINT "banks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_id" text NOT NULL,
	"product_type" text NOT NULL,
	"offer_product_type" text NOT NULL,
	"country_code" text NOT NULL,
	"term_months" integer,
	"nominal_rate" numeric NOT NULL,
	"effective_rate" numeric NOT NULL,
	"availability" text NOT NULL,
	"interest_payout" text NOT NULL,
	"currency" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"notice_period_days" integer,
	"settlement_weekday" text,
	"compounding" boolean NOT NULL,
	"labels" text[] NOT NULL,
	"terms" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_customer_id_customer_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_accounts" ADD CONSTRAINT "reference_accounts_customer_id_customer_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_roles_customer_idx" ON "person_roles" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "person_roles_person_idx" ON "person_roles" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "reference_accounts_customer_idx" ON "reference_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "banks_name_idx" ON "banks" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "banks_rating_rank_idx" ON "banks" USING btree ("rating_rank");--> statement-breakpoint
CREATE INDEX "banks_country_idx" ON "banks" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "offers_product_type_idx" ON "offers" USING btree ("product_type","term_months");--> statement-breakpoint
CREATE INDEX "offers_offer_product_type_idx" ON "offers" USING btree ("offer_product_type","term_months");--> statement-breakpoint
CREATE INDEX "offers_bank_idx" ON "offers" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "offers_country_idx" ON "offers" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "offers_currency_idx" ON "offers" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "offers_effective_rate_idx" ON "offers" USING btree ("effective_rate","id");--> statement-breakpoint
CREATE INDEX "offers_amount_idx" ON "offers" USING btree ("min_amount","max_amount");--> statement-breakpoint
CREATE INDEX "offers_labels_idx" ON "offers" USING gin ("labels");