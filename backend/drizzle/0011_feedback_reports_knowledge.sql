CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"topic" text NOT NULL,
	"lang" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lms_search_fold("title" || ' ' || "summary" || ' ' || "body")) STORED NOT NULL,
	CONSTRAINT "articles_topic_known" CHECK ("articles"."topic" in ('study_skills', 'listening', 'reading', 'writing', 'speaking', 'vocabulary', 'exam_day')),
	CONSTRAINT "articles_lang_known" CHECK ("articles"."lang" in ('vi', 'en'))
);
--> statement-breakpoint
DROP INDEX "feedback_class_idx";--> statement-breakpoint
-- Hand-written (issue 15): feedback is on a class, rated, once per student and class. No route wrote feedback
-- before; the demo's general suggestions (no class, no rating) and any repeat of a student's feedback go.
DELETE FROM "feedback" WHERE "class_id" IS NULL OR "rating" IS NULL;--> statement-breakpoint
DELETE FROM "feedback" "a" USING "feedback" "b" WHERE "a"."class_id" = "b"."class_id" AND "a"."author_id" = "b"."author_id" AND "a"."id" < "b"."id";--> statement-breakpoint
ALTER TABLE "feedback" ALTER COLUMN "class_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ALTER COLUMN "rating" SET DATA TYPE smallint;--> statement-breakpoint
ALTER TABLE "feedback" ALTER COLUMN "rating" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "question_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "attempt_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "lang" text DEFAULT 'vi' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolution_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "feedback" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_attempt_id_user_exams_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."user_exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_exercise_idx" ON "reports" USING btree ("exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_class_author_idx" ON "feedback" USING btree ("class_id","author_id");--> statement-breakpoint
CREATE INDEX "feedback_author_idx" ON "feedback" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_kind_known" CHECK ("reports"."kind" in ('wrong_key', 'typo', 'media', 'unclear', 'other'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_lang_known" CHECK ("reports"."lang" in ('vi', 'en'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5);