ALTER TABLE "presentation_group_members" ADD COLUMN "assignment_id" integer;--> statement-breakpoint
ALTER TABLE "presentation_groups" ADD COLUMN "rubric" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "presentation_groups" ADD COLUMN "marked_by" integer;--> statement-breakpoint
ALTER TABLE "presentation_groups" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentation_groups" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentation_group_members" ADD CONSTRAINT "presentation_group_members_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_groups" ADD CONSTRAINT "presentation_groups_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presentation_group_members_assignment_student_uq" ON "presentation_group_members" USING btree ("assignment_id","student_id");--> statement-breakpoint
CREATE INDEX "presentation_groups_assignment_idx" ON "presentation_groups" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presentation_groups_assignment_name_uq" ON "presentation_groups" USING btree ("assignment_id","name");--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Members' assignment is their group's (the column is added without NOT NULL above so that existing rows can
-- be filled first); a student found in two groups of one assignment stays in the first only.
DELETE FROM "presentation_group_members" "m" USING "presentation_group_members" "o", "presentation_groups" "gm", "presentation_groups" "go" WHERE "gm"."id" = "m"."group_id" AND "go"."id" = "o"."group_id" AND "gm"."assignment_id" = "go"."assignment_id" AND "m"."student_id" = "o"."student_id" AND "m"."group_id" > "o"."group_id";--> statement-breakpoint
UPDATE "presentation_group_members" "m" SET "assignment_id" = "g"."assignment_id" FROM "presentation_groups" "g" WHERE "g"."id" = "m"."group_id";--> statement-breakpoint
-- Groups marked before issue 13 were returned (their members' scores were written with them).
UPDATE "presentation_groups" SET "returned_at" = "created_at", "marked_at" = "created_at" WHERE "presentation_score" IS NOT NULL AND "slide_score" IS NOT NULL AND "script_score" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "presentation_group_members" ALTER COLUMN "assignment_id" SET NOT NULL;
