import { REPORT_KINDS } from '@lms/domain';
import { z } from 'zod';
import type { ReportView } from '../db/rows.js';

export type { ReportView };

export const reportSchema = z
  .object({
    id: z.number().int(),
    exercise: z
      .object({ id: z.number().int(), name: z.string(), store: z.enum(['common', 'private']) })
      .describe('The exercise reported on'),
    question: z
      .object({ id: z.number().int(), title: z.string() })
      .nullable()
      .describe('The question the problem is in; null for the exercise as a whole'),
    attempt_id: z.number().int().nullable().describe('The attempt it was reported from, if any'),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).describe('Who reported it'),
    kind: z.enum(REPORT_KINDS).describe('What the problem is about'),
    content: z.string().describe('The problem, in the reporter’s words'),
    lang: z.enum(['vi', 'en']).describe('The reporter’s language: the resolution mail is written in it'),
    status: z.enum(['open', 'resolved']),
    created_at: z.string().describe('The report date'),
    resolved_at: z.string().nullable(),
    resolved_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    resolution_note: z.string().describe('What the administrator did, as mailed to the reporter'),
  })
  .describe('Report');
export type ReportJson = z.infer<typeof reportSchema>;

export function presentReport(r: ReportView): ReportJson {
  return {
    id: r.report.id,
    exercise: { id: r.exercise.id, name: r.exercise.name, store: r.exercise.store },
    question: r.question,
    attempt_id: r.report.attemptId,
    user: r.reporter,
    kind: r.report.kind as ReportJson['kind'],
    content: r.report.content,
    lang: r.report.lang === 'en' ? 'en' : 'vi',
    status: r.report.resolvedAt ? 'resolved' : 'open',
    created_at: r.report.createdAt.toISOString(),
    resolved_at: r.report.resolvedAt?.toISOString() ?? null,
    resolved_by: r.report.resolvedAt ? r.resolver : null,
    resolution_note: r.report.resolutionNote,
  };
}
