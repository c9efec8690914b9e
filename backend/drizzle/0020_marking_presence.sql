CREATE TABLE "marking_presence" (
	"user_exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marking_presence_user_exam_id_user_id_pk" PRIMARY KEY("user_exam_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "marking_presence" ADD CONSTRAINT "marking_presence_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_presence" ADD CONSTRAINT "marking_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;