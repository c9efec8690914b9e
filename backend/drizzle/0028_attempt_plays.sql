CREATE TABLE "attempt_plays" (
	"user_exam_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"play" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "attempt_plays_user_exam_id_media_id_play_pk" PRIMARY KEY("user_exam_id","media_id","play"),
	CONSTRAINT "attempt_plays_play_positive" CHECK ("attempt_plays"."play" >= 1)
);
--> statement-breakpoint
ALTER TABLE "attempt_plays" ADD CONSTRAINT "attempt_plays_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_plays" ADD CONSTRAINT "attempt_plays_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;