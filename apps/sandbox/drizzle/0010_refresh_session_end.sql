-- Sessions opened before the absolute limit was kept end now: their customers log in once more.
ALTER TABLE "refresh_tokens" ADD COLUMN "session_ends_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_ends_at" DROP DEFAULT;
