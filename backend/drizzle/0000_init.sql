CREATE TYPE "public"."assignment_kind" AS ENUM('home_work', 'test', 'presentation', 'ielt');--> statement-breakpoint
CREATE TYPE "public"."attendance_status" AS ENUM('present', 'late', 'absent', 'excused');--> statement-breakpoint
CREATE TYPE "public"."change_action" AS ENUM('delete', 'edit', 'add', 'comment');--> statement-breakpoint
CREATE TYPE "public"."exam_date_status" AS ENUM('open', 'closed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."exam_format" AS ENUM('computer', 'paper');--> statement-breakpoint
CREATE TYPE "public"."ielts_registration_status" AS ENUM('unfinished', 'canceled', 'marked', 'unpaid', 'unmarked');--> statement-breakpoint
CREATE TYPE "public"."ielts_skill" AS ENUM('listening', 'reading', 'writing', 'speaking');--> statement-breakpoint
CREATE TYPE "public"."lesson_status" AS ENUM('scheduled', 'done', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('img', 'audio');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'refunded', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."promotion_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('rephrasing', 'choice_one_answer', 'plan_map_diagram_labelling', 'matching_heading', 'summary_completion', 'writing', 'matching_sentence', 'presentation', 'gap_fill', 'paragraph', 'multiple_choice', 'matching', 'sentence_completion', 'chart_completion', 'table_completion', 'word_order', 'error_correction', 'translation', 'translation_v2', 'writing_v2', 'dictation', 'pronunciation', 'speaking', 'picture_mark', 'speaking2', 'pictorial_words', 'listening_definition', 'grammar_speaking_application', 'listen_topic', 'elsa_speaking', 'null', 'speaking_ielt', 'summary_gap_fill', 'yes_no', 'true_false');--> statement-breakpoint
CREATE TYPE "public"."result_status" AS ENUM('pass', 'fail', 'unfinished', 'waiting_score', 'holding');--> statement-breakpoint
CREATE TYPE "public"."score_kind" AS ENUM('score_presentation', 'score_test', 'score_home_work');--> statement-breakpoint
CREATE TYPE "public"."skill_package" AS ENUM('3_skills', '4_skills');--> statement-breakpoint
CREATE TYPE "public"."staff_kind" AS ENUM('teacher', 'specialize');--> statement-breakpoint
CREATE TYPE "public"."store" AS ENUM('common', 'private');--> statement-breakpoint
CREATE TYPE "public"."student_class_status" AS ENUM('inactive', 'active', 'request', 'reserve');--> statement-breakpoint
CREATE TYPE "public"."topic_group" AS ENUM('grammar', 'vocab', 'speaking', 'reading', 'translation', 'listening', 'pronunciation', 'other');--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub" text,
	"email" text NOT NULL,
	"sub_email" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"phone" text DEFAULT '' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"role" smallint DEFAULT 1 NOT NULL,
	"work_place" text DEFAULT '' NOT NULL,
	"student_status" text DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone,
	"passport" text DEFAULT '' NOT NULL,
	"profile_picture" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || phone)) STORED NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "users_sub_unique" UNIQUE("sub"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "attendances" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" "attendance_status" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendances_unique" UNIQUE("lesson_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "class_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "staff_kind" NOT NULL,
	CONSTRAINT "class_staff_unique" UNIQUE("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" "student_class_status" DEFAULT 'request' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_students_unique" UNIQUE("class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"course_id" integer,
	"number_of_sessions" integer NOT NULL,
	"classroom_online" text DEFAULT '' NOT NULL,
	"classroom_offline" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"expected_end_date" date,
	"study_time_start" time NOT NULL,
	"study_time_end" time NOT NULL,
	"class_code" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_class_code_unique" UNIQUE("class_code")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target_band" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "days_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"session_number" integer NOT NULL,
	"study_date" date NOT NULL,
	"study_time_start" time NOT NULL,
	"study_time_end" time NOT NULL,
	"record_link" text DEFAULT '' NOT NULL,
	"slide_link" text DEFAULT '' NOT NULL,
	"status" "lesson_status" DEFAULT 'scheduled' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"link" text DEFAULT '' NOT NULL,
	"manager_id" integer,
	"is_common" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_questions" (
	"exercise_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exercise_questions_exercise_id_question_id_pk" PRIMARY KEY("exercise_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_tags" (
	"exercise_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "exercise_tags_exercise_id_tag_id_pk" PRIMARY KEY("exercise_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"course_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"store" "store" NOT NULL,
	"visibility" smallint DEFAULT 0 NOT NULL,
	"scoring_mode" smallint DEFAULT 0 NOT NULL,
	"topic_group" "topic_group" DEFAULT 'other' NOT NULL,
	"owner_id" integer,
	"cloned_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"kind" "media_kind" NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"path" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_type" "question_type" NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" numeric(6, 2) DEFAULT 1 NOT NULL,
	"weight" numeric(5, 2) DEFAULT 1 NOT NULL,
	"media_id" integer
);
--> statement-breakpoint
CREATE TABLE "question_tags" (
	"question_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "question_tags_question_id_tag_id_pk" PRIMARY KEY("question_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"question_type" "question_type" NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"topic_group" "topic_group" DEFAULT 'other' NOT NULL,
	"store" "store" NOT NULL,
	"visibility" smallint DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"media_id" integer,
	"cloned_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"exercise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_error_tags" (
	"answer_id" integer NOT NULL,
	"error_tag_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	CONSTRAINT "answer_error_tags_answer_id_error_tag_id_pk" PRIMARY KEY("answer_id","error_tag_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"kind" "assignment_kind" NOT NULL,
	"title" text NOT NULL,
	"tutorial" text DEFAULT '' NOT NULL,
	"tag_id" integer,
	"start_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"time_limit" integer,
	"min_score" numeric(6, 2) DEFAULT 0 NOT NULL,
	"max_score" numeric(6, 2) DEFAULT 100 NOT NULL,
	"max_accesses" integer DEFAULT 3 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" "change_action" NOT NULL,
	"actor_id" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_group_members" (
	"group_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "presentation_group_members_group_id_student_id_pk" PRIMARY KEY("group_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "presentation_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"name" text NOT NULL,
	"presentation_score" numeric(5, 2),
	"slide_score" numeric(5, 2),
	"script_score" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"assignment_id" integer,
	"kind" "score_kind" NOT NULL,
	"value" numeric(6, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speaking_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_exam_id" integer NOT NULL,
	"criterion" text NOT NULL,
	"band" text NOT NULL,
	"score" numeric(4, 1) NOT NULL,
	"marked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speaking_scores_unique" UNIQUE("user_exam_id","criterion")
);
--> statement-breakpoint
CREATE TABLE "user_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_exam_id" integer NOT NULL,
	"question_part_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"score" numeric(6, 2),
	"teacher_comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_answers_unique" UNIQUE("user_exam_id","question_part_id")
);
--> statement-breakpoint
CREATE TABLE "user_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"status" "result_status" DEFAULT 'unfinished' NOT NULL,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"access_count" integer DEFAULT 0 NOT NULL,
	"score" numeric(6, 2),
	"comment" text DEFAULT '' NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_exams_attempt_unique" UNIQUE("assignment_id","student_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "ielts_exam_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_date" date NOT NULL,
	"shift" text NOT NULL,
	"ielts_test_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"skill_type" "skill_package" NOT NULL,
	"format" "exam_format" DEFAULT 'computer' NOT NULL,
	"status" "exam_date_status" DEFAULT 'open' NOT NULL,
	"capacity" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ielts_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exam_date_id" integer NOT NULL,
	"skill_package" "skill_package" NOT NULL,
	"status" "ielts_registration_status" DEFAULT 'unpaid' NOT NULL,
	"listening_band" numeric(3, 1),
	"reading_band" numeric(3, 1),
	"writing_band" numeric(3, 1),
	"speaking_band" numeric(3, 1),
	"overall_band" numeric(3, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ielts_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"listening_exercise_id" integer,
	"reading_exercise_id" integer,
	"writing_exercise_id" integer,
	"speaking_exercise_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"creator_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer,
	"candidate_id" integer NOT NULL,
	"invoice" text NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"exam_type" text NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"promotion_code_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_invoice_unique" UNIQUE("invoice")
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"status" "promotion_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_staff" ADD CONSTRAINT "class_staff_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_staff" ADD CONSTRAINT "class_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_tags" ADD CONSTRAINT "error_tags_parent_id_error_tags_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."error_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_tags" ADD CONSTRAINT "error_tags_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_questions" ADD CONSTRAINT "exercise_questions_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_questions" ADD CONSTRAINT "exercise_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_tags" ADD CONSTRAINT "exercise_tags_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_tags" ADD CONSTRAINT "exercise_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_cloned_from_id_exercises_id_fk" FOREIGN KEY ("cloned_from_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_parts" ADD CONSTRAINT "question_parts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_parts" ADD CONSTRAINT "question_parts_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_cloned_from_id_questions_id_fk" FOREIGN KEY ("cloned_from_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_error_tags" ADD CONSTRAINT "answer_error_tags_answer_id_user_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."user_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_error_tags" ADD CONSTRAINT "answer_error_tags_error_tag_id_error_tags_id_fk" FOREIGN KEY ("error_tag_id") REFERENCES "public"."error_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_error_tags" ADD CONSTRAINT "answer_error_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_records" ADD CONSTRAINT "change_records_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_group_members" ADD CONSTRAINT "presentation_group_members_group_id_presentation_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."presentation_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_group_members" ADD CONSTRAINT "presentation_group_members_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_groups" ADD CONSTRAINT "presentation_groups_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaking_scores" ADD CONSTRAINT "speaking_scores_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaking_scores" ADD CONSTRAINT "speaking_scores_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_answers" ADD CONSTRAINT "user_answers_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_answers" ADD CONSTRAINT "user_answers_question_part_id_question_parts_id_fk" FOREIGN KEY ("question_part_id") REFERENCES "public"."question_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_exam_dates" ADD CONSTRAINT "ielts_exam_dates_ielts_test_id_ielts_tests_id_fk" FOREIGN KEY ("ielts_test_id") REFERENCES "public"."ielts_tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD CONSTRAINT "ielts_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_registrations" ADD CONSTRAINT "ielts_registrations_exam_date_id_ielts_exam_dates_id_fk" FOREIGN KEY ("exam_date_id") REFERENCES "public"."ielts_exam_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_tests" ADD CONSTRAINT "ielts_tests_listening_exercise_id_exercises_id_fk" FOREIGN KEY ("listening_exercise_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_tests" ADD CONSTRAINT "ielts_tests_reading_exercise_id_exercises_id_fk" FOREIGN KEY ("reading_exercise_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_tests" ADD CONSTRAINT "ielts_tests_writing_exercise_id_exercises_id_fk" FOREIGN KEY ("writing_exercise_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_tests" ADD CONSTRAINT "ielts_tests_speaking_exercise_id_exercises_id_fk" FOREIGN KEY ("speaking_exercise_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_tests" ADD CONSTRAINT "ielts_tests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_registration_id_ielts_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."ielts_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promotion_code_id_promotion_codes_id_fk" FOREIGN KEY ("promotion_code_id") REFERENCES "public"."promotion_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "attendances_student_idx" ON "attendances" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "class_staff_user_idx" ON "class_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_students_student_idx" ON "class_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "classes_course_idx" ON "classes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "days_off_class_idx" ON "days_off" USING btree ("class_id","date");--> statement-breakpoint
CREATE INDEX "lessons_class_date_idx" ON "lessons" USING btree ("class_id","study_date");--> statement-breakpoint
CREATE INDEX "exercises_store_owner_idx" ON "exercises" USING btree ("store","owner_id");--> statement-breakpoint
CREATE INDEX "question_parts_question_idx" ON "question_parts" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_store_owner_idx" ON "questions" USING btree ("store","owner_id");--> statement-breakpoint
CREATE INDEX "assignments_class_idx" ON "assignments" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "change_records_entity_idx" ON "change_records" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "feedback_class_idx" ON "feedback" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "scores_class_student_idx" ON "scores" USING btree ("class_id","student_id");--> statement-breakpoint
CREATE INDEX "user_exams_student_idx" ON "user_exams" USING btree ("student_id");