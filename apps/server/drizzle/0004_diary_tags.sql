ALTER TABLE "diary_records" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "diary_records" ADD COLUMN "own_tags" text;