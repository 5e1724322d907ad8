CREATE TABLE "diary_voice_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_voice_notes_storage_name_unique" UNIQUE("storage_name")
);
--> statement-breakpoint
ALTER TABLE "diary_voice_notes" ADD CONSTRAINT "diary_voice_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_voice_notes_user_idx" ON "diary_voice_notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "diary_voice_notes_created_idx" ON "diary_voice_notes" USING btree ("created_at");