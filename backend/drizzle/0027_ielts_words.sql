-- The outbox keeps a mail's files (the IELTS invoice's VietQR code), which the development mailbox shows.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Issue 30 point 5: words for people on databases made before. Sittings' classes still named as they were
-- made before issue 25 ("IELTS 2026-12-02 AM #9", "IELTS exam date #9") take the name a sitting gets today
-- ("IELTS — 02/12/2026 sáng", commands/ielts/sittings.ts); a class an administrator renamed keeps its name.
UPDATE "classes" AS c
SET "name" = 'IELTS — ' || to_char(d."exam_date", 'DD/MM/YYYY') || CASE WHEN d."shift" = 'afternoon' THEN ' chiều' ELSE ' sáng' END
FROM "ielts_exam_dates" AS d
WHERE d."class_id" = c."id" AND c."name" ~ '^IELTS \d{4}-\d{2}-\d{2} (AM|PM) #\d+$';
--> statement-breakpoint
UPDATE "classes" AS c
SET "description" = 'Ca thi IELTS ngày ' || to_char(d."exam_date", 'DD/MM/YYYY') || CASE WHEN d."shift" = 'afternoon' THEN ', ca chiều' ELSE ', ca sáng' END
FROM "ielts_exam_dates" AS d
WHERE d."class_id" = c."id" AND c."description" ~ '^IELTS exam date #\d+$';
--> statement-breakpoint
-- Payments made before issue 25 stored what they are for as a label of the day, in the language of whoever
-- registered ("IELTS 4 skills — computer"): they store its key now, as new payments do, and the API names it
-- in the reader's language (presenters/ielts/payments.ts).
UPDATE "payments" SET "exam_type" = CASE "exam_type"
  WHEN 'IELTS 4 kỹ năng — thi trên máy tính' THEN '4_skills:computer'
  WHEN 'IELTS 4 skills — computer' THEN '4_skills:computer'
  WHEN 'IELTS 4 kỹ năng — thi trên giấy' THEN '4_skills:paper'
  WHEN 'IELTS 4 skills — paper' THEN '4_skills:paper'
  WHEN 'IELTS 3 kỹ năng (Nghe, Đọc, Viết) — thi trên máy tính' THEN '3_skills:computer'
  WHEN 'IELTS 3 skills (L, R, W) — computer' THEN '3_skills:computer'
  WHEN 'IELTS 3 kỹ năng (Nghe, Đọc, Viết) — thi trên giấy' THEN '3_skills:paper'
  WHEN 'IELTS 3 skills (L, R, W) — paper' THEN '3_skills:paper'
  ELSE "exam_type" END
WHERE "exam_type" NOT LIKE '%\_skills:%';
