CREATE TABLE "content_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"user_route_progress_id" uuid NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"points_awarded_at" timestamp (3) with time zone,
	"quiz_responses" text,
	"last_visited_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"visit_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT 'READING' NOT NULL,
	"content" text,
	"file_url" text,
	"points" integer DEFAULT 5 NOT NULL,
	"duration" integer DEFAULT 60 NOT NULL,
	"order" integer NOT NULL,
	"subtitles" jsonb,
	"quiz_data" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text DEFAULT 'FOUNDATION' NOT NULL,
	"cover_image_url" text,
	"order" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_route_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_visited_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_interactions" ADD CONSTRAINT "content_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_interactions" ADD CONSTRAINT "content_interactions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_interactions" ADD CONSTRAINT "content_interactions_user_route_progress_id_user_route_progress_id_fk" FOREIGN KEY ("user_route_progress_id") REFERENCES "public"."user_route_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_route_progress" ADD CONSTRAINT "user_route_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_route_progress" ADD CONSTRAINT "user_route_progress_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_interactions_user_content_unique" ON "content_interactions" USING btree ("user_id","content_id");--> statement-breakpoint
CREATE INDEX "content_interactions_progress_idx" ON "content_interactions" USING btree ("user_route_progress_id");--> statement-breakpoint
CREATE INDEX "content_interactions_content_idx" ON "content_interactions" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "contents_route_order_idx" ON "contents" USING btree ("route_id","order");--> statement-breakpoint
CREATE INDEX "routes_order_idx" ON "routes" USING btree ("order");--> statement-breakpoint
CREATE UNIQUE INDEX "user_route_progress_user_route_unique" ON "user_route_progress" USING btree ("user_id","route_id");--> statement-breakpoint
CREATE INDEX "user_route_progress_route_idx" ON "user_route_progress" USING btree ("route_id");