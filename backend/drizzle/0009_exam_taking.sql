CREATE TABLE "exam_agreements" (
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_agreements_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exam_exits" (
	"user_exam_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_exits_user_exam_id_event_id_pk" PRIMARY KEY("user_exam_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "audio_plays" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_answers" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "submit_reason" text;--> statement-breakpoint
ALTER TABLE "exam_agreements" ADD CONSTRAINT "exam_agreements_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_agreements" ADD CONSTRAINT "exam_agreements_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_exits" ADD CONSTRAINT "exam_exits_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_audio_plays_range" CHECK ("exercises"."audio_plays" between 0 and 2);--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_submit_reason_valid" CHECK ("user_exams"."submit_reason" is null or "user_exams"."submit_reason" in ('student', 'time_up', 'access_limit'));