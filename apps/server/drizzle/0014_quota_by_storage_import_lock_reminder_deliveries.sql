CREATE TABLE "reminder_deliveries" (
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"local_date" date NOT NULL,
	"delivered_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_user_id_channel_local_date_pk" PRIMARY KEY("user_id","channel","local_date")
);
--> statement-breakpoint
CREATE TABLE "account_imports" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diary_records" ADD COLUMN "stored_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows written before this column: their moment is the best record of when they were stored.
UPDATE "diary_records" SET "stored_at" = "created_at";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_delivered_idx" ON "reminder_deliveries" USING btree ("delivered_at");--> statement-breakpoint
CREATE INDEX "diary_records_user_stored_idx" ON "diary_records" USING btree ("user_id","stored_at");