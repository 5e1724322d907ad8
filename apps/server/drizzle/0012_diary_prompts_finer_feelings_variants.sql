CREATE TABLE "diary_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feeling" text,
	"text" text NOT NULL,
	"builtin_key" text,
	"retired_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_login_codes" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_pending_logins" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_pending_logins" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spanish_variant" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "on_this_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "diary_records" ADD COLUMN "finer_feeling" text;--> statement-breakpoint
CREATE UNIQUE INDEX "diary_prompts_builtin_key_unique" ON "diary_prompts" USING btree ("builtin_key");--> statement-breakpoint
CREATE INDEX "diary_prompts_feeling_idx" ON "diary_prompts" USING btree ("feeling");--> statement-breakpoint
ALTER TABLE "oidc_pending_logins" ADD CONSTRAINT "oidc_pending_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;