import { interactionOf, isAnswered, MARKED_BY } from '@lms/domain/questions';
import { z } from 'zod';
import type { UserExamRow } from '../db/rows.js';
import { RESULT_STATUSES, type DraftPartMark } from '../db/schema.js';
import type { AnswerRow, ExamContent } from './exams.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const errorTagMarkSchema = z.object({ error_tag_id: z.number().int(), note: z.string() });
const partMarkSchema = z.object({
  question_part_id: z.number().int(),
  score: z.number().nullable().describe('Null: not scored (yet)'),
  comment: z.string(),
  error_tags: z.array(errorTagMarkSchema),
});

export const markingSchema = z
  .object({
    user_exam_id: z.number().int(),
    status: z.enum(RESULT_STATUSES),
    score: z.number().nullable().describe('The returned total, scaled to the assignment’s maximum'),
    comment: z.string().describe('The returned comment on the whole attempt'),
    marked_by: z.number().int().nullable(),
    marked_at: z.string().nullable(),
    parts: z
      .array(
        partMarkSchema.extend({
          marked_by: z
            .enum(['key', 'person', 'speech', 'none'])
            .describe(
              'Who scores the part: its key on submit, a person, the speech scorer, or nobody (a passage)',
            ),
          max_score: z.number().describe('The part’s maximum score'),
          weight: z.number().describe('What the part’s score counts for in the total (times its points)'),
          answered: z
            .boolean()
            .describe(
              'Whether the student answered it; a part for a person without an answer goes back with 0 ' +
                'unless a marker scores it',
            ),
        }),
      )
      .describe('Every part of the exercise in order, with what the student sees once the work is returned'),
    draft: z
      .object({
        comment: z.string(),
        parts: z.array(partMarkSchema),
        updated_by: z.number().int().nullable(),
        updated_at: z.string(),
      })
      .nullable()
      .describe('The markers’ draft, never shown to the student; null when none is being written'),
  })
  .describe('Marking');
export type MarkingJson = z.infer<typeof markingSchema>;

const presentMark = (m: DraftPartMark) => ({
  question_part_id: m.partId,
  score: m.score,
  comment: m.comment,
  error_tags: m.errorTags.map((t) => ({ error_tag_id: t.errorTagId, note: t.note })),
});

export function presentMarking(
  exam: UserExamRow,
  content: ExamContent,
  answers: AnswerRow[],
  tags: Map<number, { errorTagId: number; note: string }[]>,
  draft: { comment: string; parts: DraftPartMark[]; updatedBy: number | null; updatedAt: Date } | undefined,
): MarkingJson {
  const byPart = new Map(answers.map((a) => [a.questionPartId, a]));
  return {
    user_exam_id: exam.id,
    status: exam.status,
    score: exam.score,
    comment: exam.comment,
    marked_by: exam.markedBy,
    marked_at: iso(exam.markedAt),
    parts: content.questions.flatMap((q) =>
      (content.parts.get(q.id) ?? []).map((p) => ({
        marked_by: MARKED_BY[interactionOf(p.questionType)],
        max_score: p.score,
        weight: p.weight,
        answered: isAnswered(interactionOf(p.questionType), byPart.get(p.id)?.answer),
        ...presentMark({
          partId: p.id,
          score: byPart.get(p.id)?.score ?? null,
          comment: byPart.get(p.id)?.teacherComment ?? '',
          errorTags: tags.get(p.id) ?? [],
        }),
      })),
    ),
    draft: draft
      ? {
          comment: draft.comment,
          parts: draft.parts.map(presentMark),
          updated_by: draft.updatedBy,
          updated_at: draft.updatedAt.toISOString(),
        }
      : null,
  };
}

export const presenceSchema = z
  .object({
    markers: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string().describe('Their name, or their email when they have none'),
          seen_at: z.string().describe('Their page’s last heartbeat (server clock)'),
        }),
      )
      .describe(
        'The other markers with the marking page open (seen within the last minute), first seen first',
      ),
  })
  .describe('MarkingPresence');

/** The other markers on an attempt's marking page (issue 26 point 5). */
export const presentPresence = (rows: { id: number; name: string; email: string; seenAt: Date }[]) => ({
  markers: rows.map((r) => ({ id: r.id, name: r.name || r.email, seen_at: r.seenAt.toISOString() })),
});
