CREATE TYPE "public"."discount_kind" AS ENUM('percent', 'amount');--> statement-breakpoint
CREATE TYPE "public"."ielts_module" AS ENUM('academic', 'general');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('bank_transfer', 'cash');--> statement-breakpoint
CREATE TABLE "ielts_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_date_id" integer NOT NULL,
	"skill" "ielts_skill" NOT NULL,
	"assignment_id" integer NOT NULL,
	CONSTRAINT "ielts_sections_date_skill_uq" UNIQUE("exam_date_id","skill")
);
--> statement-breakpoint
ALTER TABLE "ielts_exam_dates" ADD COLUMN "unit_price" integer DEFAULT 4750000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ielts_exam_dates" ADD COLUMN "class_id" integer;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD COLUMN "listening_raw" integer;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD COLUMN "reading_raw" integer;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD COLUMN "marks" jsonb;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD COLUMN "examiner_id" integer;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD COLUMN "lang" text DEFAULT 'vi' NOT NULL;--> statement-breakpoint
ALTER TABLE "ielts_tests" ADD COLUMN "module" "ielts_module" DEFAULT 'academic' NOT NULL;--> statement-breakpoint
ALTER TABLE "ielts_tests" ADD COLUMN "listening_table" jsonb;--> statement-breakpoint
ALTER TABLE "ielts_tests" ADD COLUMN "reading_table" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" "payment_method";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "discount_kind" "discount_kind" DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ielts_sections" ADD CONSTRAINT "ielts_sections_exam_date_id_ielts_exam_dates_id_fk" FOREIGN KEY ("exam_date_id") REFERENCES "public"."ielts_exam_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_sections" ADD CONSTRAINT "ielts_sections_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ielts_sections_assignment_uq" ON "ielts_sections" USING btree ("assignment_id");--> statement-breakpoint
ALTER TABLE "ielts_exam_dates" ADD CONSTRAINT "ielts_exam_dates_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD CONSTRAINT "ielts_registrations_examiner_id_users_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ielts_registrations_user_date_uq" ON "ielts_registrations" USING btree ("user_id","exam_date_id") WHERE "ielts_registrations"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "ielts_registrations_date_idx" ON "ielts_registrations" USING btree ("exam_date_id");--> statement-breakpoint
CREATE INDEX "ielts_registrations_examiner_idx" ON "ielts_registrations" USING btree ("examiner_id");--> statement-breakpoint
CREATE INDEX "payments_registration_idx" ON "payments" USING btree ("registration_id");--> statement-breakpoint
-- hand-written (keep when regenerating)
UPDATE "payments" SET "discount" = "unit_price" - "amount" WHERE "amount" < "unit_price";--> statement-breakpoint
UPDATE "ielts_exam_dates" SET "unit_price" = CASE WHEN "skill_type" = '3_skills' THEN 3900000 WHEN "format" = 'paper' THEN 4664000 ELSE 4750000 END;
