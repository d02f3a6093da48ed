ALTER TABLE "agreements" ADD COLUMN "text_version" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "language" text;