CREATE TABLE "agreements" (
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	"agreed_by" text NOT NULL,
	"text" text NOT NULL,
	"document_id" text,
	CONSTRAINT "agreements_customer_id_kind_pk" PRIMARY KEY("customer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "contact_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"new_value" text NOT NULL,
	"secret_hash" text NOT NULL,
	"status" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_changes_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "data_change_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"binding" text NOT NULL,
	"code_hash" text NOT NULL,
	"status" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" text
);
--> statement-breakpoint
CREATE TABLE "data_confirmations" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "depot_files" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text,
	"size" integer NOT NULL,
	"storage_name" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"stored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exemption_elsewhere" (
	"customer_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "exemption_elsewhere_customer_id_tax_year_pk" PRIMARY KEY("customer_id","tax_year")
);
--> statement-breakpoint
CREATE TABLE "exemption_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"bank_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"used_cents" integer DEFAULT 0 NOT NULL,
	"received_on" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identifications" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"new_reference_account" jsonb NOT NULL,
	"document_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"rejection_reason" text
);
--> statement-breakpoint
CREATE TABLE "kyc_requirements" (
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"due_by" text,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "kyc_requirements_customer_id_type_pk" PRIMARY KEY("customer_id","type")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "postbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"folder" text NOT NULL,
	"sender" text NOT NULL,
	"subject" text NOT NULL,
	"body_type" text NOT NULL,
	"body" text NOT NULL,
	"attachment_ids" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_leads" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_security" (
	"user_id" text PRIMARY KEY NOT NULL,
	"blocked_at" timestamp with time zone,
	"block_reason" text,
	"mtan_locked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_security" ADD CONSTRAINT "user_security_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_changes_user_idx" ON "contact_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_change_challenges_customer_idx" ON "data_change_challenges" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "depot_files_customer_idx" ON "depot_files" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "exemption_orders_customer_idx" ON "exemption_orders" USING btree ("customer_id","tax_year");--> statement-breakpoint
CREATE INDEX "identifications_customer_idx" ON "identifications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "kyc_cases_customer_idx" ON "kyc_cases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "notifications_customer_idx" ON "notifications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "postbox_messages_customer_idx" ON "postbox_messages" USING btree ("customer_id","folder");--> statement-breakpoint
CREATE INDEX "referral_leads_customer_idx" ON "referral_leads" USING btree ("customer_id");