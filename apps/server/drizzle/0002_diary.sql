CREATE TABLE "diary_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"feeling" text NOT NULL,
	"description" text NOT NULL,
	"advice" text,
	"advice_source" text DEFAULT 'none' NOT NULL,
	"audio_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diary_records" ADD CONSTRAINT "diary_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_records_user_created_idx" ON "diary_records" USING btree ("user_id","created_at","id");