CREATE TABLE "learning_catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_catalogue_version_one_row" CHECK ("learning_catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "learning_catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_learning_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "learning_catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "routes_bump_learning_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "routes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_learning_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "contents_bump_learning_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_learning_catalogue_version"();
