-- Issue 30 point 4: bands are saved as a draft and published in a separate step; a published band is corrected
-- with a reason, kept in ielts_band_corrections (insert only: the trigger below refuses updates and deletes).
-- Registrations marked before this migration were mailed their results already: they count as published by
-- their examiner at their marking.
CREATE TABLE "ielts_band_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"corrected_by" integer,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD COLUMN "drafted_by" integer;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD COLUMN "drafted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD COLUMN "published_by" integer;--> statement-breakpoint
ALTER TABLE "ielts_band_corrections" ADD CONSTRAINT "ielts_band_corrections_registration_id_ielts_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."ielts_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_band_corrections" ADD CONSTRAINT "ielts_band_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ielts_band_corrections_registration_idx" ON "ielts_band_corrections" USING btree ("registration_id");--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD CONSTRAINT "ielts_registrations_drafted_by_users_id_fk" FOREIGN KEY ("drafted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD CONSTRAINT "ielts_registrations_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "ielts_registrations" SET "drafted_by" = "examiner_id", "drafted_at" = "marked_at", "published_by" = "examiner_id" WHERE "status" = 'marked';--> statement-breakpoint
CREATE FUNCTION "ielts_band_corrections_insert_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ielts_band_corrections is a record: rows are never updated or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ielts_band_corrections_insert_only" BEFORE UPDATE OR DELETE ON "ielts_band_corrections" FOR EACH ROW EXECUTE FUNCTION "ielts_band_corrections_insert_only"();
