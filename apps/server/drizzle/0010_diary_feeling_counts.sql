CREATE TABLE "diary_feeling_counts" (
	"user_id" uuid NOT NULL,
	"feeling" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "diary_feeling_counts_user_id_feeling_pk" PRIMARY KEY("user_id","feeling")
);
--> statement-breakpoint
DROP INDEX "diary_records_user_feeling_idx";--> statement-breakpoint
ALTER TABLE "diary_feeling_counts" ADD CONSTRAINT "diary_feeling_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- No record may be written between this count and the triggers below (migrations run in one transaction).
LOCK TABLE "diary_records" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "diary_feeling_counts" ("user_id", "feeling", "count") SELECT "user_id", "feeling", count(*) FROM "diary_records" GROUP BY "user_id", "feeling";
--> statement-breakpoint
-- Every trigger below first locks all of a person's count rows in key order (creating the missing
-- ones when asked), so two transactions that move one person's counts, over any number of
-- statements (an import writes in batches), always lock in the same order and cannot deadlock.
CREATE FUNCTION "lock_diary_feeling_counts"(people uuid[], create_missing boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF create_missing THEN
    INSERT INTO "diary_feeling_counts" ("user_id", "feeling", "count")
    SELECT person, feeling, 0 FROM unnest(people) AS person, unnest(ARRAY['BAD', 'GOOD', 'GREAT', 'NEUTRAL', 'TERRIBLE']) AS feeling
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  END IF;
  PERFORM 1 FROM "diary_feeling_counts" WHERE "user_id" = ANY (people) ORDER BY "user_id", "feeling" FOR UPDATE;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_diary_feelings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "lock_diary_feeling_counts"(ARRAY(SELECT DISTINCT "user_id" FROM new_rows), true);
    INSERT INTO "diary_feeling_counts" AS c ("user_id", "feeling", "count")
    SELECT "user_id", "feeling", count(*) FROM new_rows GROUP BY "user_id", "feeling" ORDER BY "user_id", "feeling"
    ON CONFLICT ("user_id", "feeling") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    -- Not created here: the person may be the one being erased.
    PERFORM "lock_diary_feeling_counts"(ARRAY(SELECT DISTINCT "user_id" FROM old_rows), false);
    UPDATE "diary_feeling_counts" c SET "count" = c."count" - gone.n
    FROM (SELECT "user_id", "feeling", count(*) AS n FROM old_rows GROUP BY "user_id", "feeling") gone
    WHERE c."user_id" = gone."user_id" AND c."feeling" = gone."feeling";
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "diary_feeling_counts";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "move_diary_feeling"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "lock_diary_feeling_counts"(ARRAY[OLD."user_id", NEW."user_id"], true);
  UPDATE "diary_feeling_counts" SET "count" = "count" - 1 WHERE "user_id" = OLD."user_id" AND "feeling" = OLD."feeling";
  INSERT INTO "diary_feeling_counts" AS c ("user_id", "feeling", "count") VALUES (NEW."user_id", NEW."feeling", 1)
  ON CONFLICT ("user_id", "feeling") DO UPDATE SET "count" = c."count" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "diary_records_count_inserted" AFTER INSERT ON "diary_records" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_diary_feelings"();
--> statement-breakpoint
CREATE TRIGGER "diary_records_count_deleted" AFTER DELETE ON "diary_records" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_diary_feelings"();
--> statement-breakpoint
CREATE TRIGGER "diary_records_count_truncated" AFTER TRUNCATE ON "diary_records" FOR EACH STATEMENT EXECUTE FUNCTION "count_diary_feelings"();
--> statement-breakpoint
CREATE TRIGGER "diary_records_move_feeling" AFTER UPDATE OF "feeling", "user_id" ON "diary_records" FOR EACH ROW
WHEN (OLD."feeling" IS DISTINCT FROM NEW."feeling" OR OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "move_diary_feeling"();
