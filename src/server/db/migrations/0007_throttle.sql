CREATE TABLE "user_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" timestamp with time zone[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "signing_sessions" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_secret_hash_unique" UNIQUE("secret_hash");--> statement-breakpoint
ALTER TABLE "signing_sessions" ADD CONSTRAINT "signing_sessions_secret_hash_unique" UNIQUE("secret_hash");