CREATE TABLE "student_accommodations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"extra_time_percent" smallint,
	"extra_time_minutes" smallint,
	"extra_attempts" smallint DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "extra_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_accommodations" ADD CONSTRAINT "student_accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_accommodations" ADD CONSTRAINT "student_accommodations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;