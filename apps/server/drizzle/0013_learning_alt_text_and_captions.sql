ALTER TABLE "contents" ADD COLUMN "file_alt" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "captions_url" text;--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "cover_image_alt" text;