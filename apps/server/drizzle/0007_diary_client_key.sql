ALTER TABLE "diary_records" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "diary_records_user_client_key_idx" ON "diary_records" USING btree ("user_id","client_key");