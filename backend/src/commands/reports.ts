import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reports } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import type { Lang } from '../http/messages.js';
import { PRODUCT_NAME, type Mailer } from '../mail/mailer.js';
import type { ReportListRow } from '../queries/reports.js';

export interface NewReport {
  exerciseId: number;
  questionId: number | null;
  attemptId: number | null;
  userId: number;
  kind: string;
  content: string;
  lang: Lang;
}

export async function createReport(db: Db, fields: NewReport): Promise<number> {
  const [row] = await db.insert(reports).values(fields).returning({ id: reports.id });
  return row!.id;
}

/**
 * Resolves an open report (409 when it is already resolved: two administrators on one report) and tells the
 * reporter by mail, in the language they reported in. The mail goes after the row is written: a failed mail
 * is recorded in the outbox, the report stays resolved.
 */
export async function resolveReport(
  db: Db,
  mailer: Mailer,
  report: ReportListRow,
  opts: { adminId: number; note: string; now: Date; webOrigin: string },
) {
  const [resolved] = await db
    .update(reports)
    .set({ resolvedAt: opts.now, resolvedBy: opts.adminId, resolutionNote: opts.note })
    .where(and(eq(reports.id, report.report.id), isNull(reports.resolvedAt)))
    .returning({ id: reports.id });
  if (!resolved) throw conflict('report_already_resolved', 'non_field_errors');
  await mailer.send(reportResolvedMail(report, opts.note, opts.webOrigin));
}

function reportResolvedMail(r: ReportListRow, note: string, webOrigin: string) {
  const lang: Lang = r.report.lang === 'en' ? 'en' : 'vi';
  const date = new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(r.report.createdAt);
  const quoted = r.report.content
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const where = r.question
    ? lang === 'vi'
      ? `bài "${r.exercise.name}", câu "${r.question.title}"`
      : `"${r.exercise.name}", question "${r.question.title}"`
    : lang === 'vi'
      ? `bài "${r.exercise.name}"`
      : `"${r.exercise.name}"`;
  if (lang === 'vi')
    return {
      to: r.reporter.email,
      subject: `Báo cáo của bạn về bài "${r.exercise.name}" đã được xử lý`,
      text: `Xin chào ${r.reporter.name || r.reporter.email},\n\nNgày ${date} bạn đã báo một vấn đề ở ${where}:\n${quoted}\n\nHọc viện đã xem xét và xử lý báo cáo này.${note.trim() ? `\nGhi chú của quản trị viên: ${note.trim()}` : ''}\n\nCảm ơn bạn đã giúp bài tập tốt hơn.\n${PRODUCT_NAME.vi} · ${webOrigin}`,
    };
  return {
    to: r.reporter.email,
    subject: `Your report on "${r.exercise.name}" has been resolved`,
    text: `Hello ${r.reporter.name || r.reporter.email},\n\nOn ${date} you reported a problem in ${where}:\n${quoted}\n\nThe academy has looked into it and resolved your report.${note.trim() ? `\nThe administrator's note: ${note.trim()}` : ''}\n\nThank you for helping us make the exercises better.\n${PRODUCT_NAME.en} · ${webOrigin}`,
  };
}
