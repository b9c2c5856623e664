CREATE TABLE "throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" timestamp with time zone[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "signing_sessions" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_secret_hash_unique" UNIQUE("secret_hash");--> statement-breakpoint
ALTER TABLE "signing_sessions" ADD CONSTRAINT "signing_sessions_secret_hash_unique" UNIQUE("secret_hash");