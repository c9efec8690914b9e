import {
  criterionPoints,
  rubricMarksFrom,
  rubricPartScore,
  type SpeakingBand,
  type SpeakingCriterion,
} from '@lms/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { speakingScores } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { lockMarkable, mergeDraft } from './marking.js';

/**
 * Writes the oral rubric's marks of an attempt (docs/design.md section 9): each criterion sent replaces its band
 * and points, the others stay. Once every criterion has a band, the score in the markers' draft of each
 * part in `rubricParts` (the speaking parts the student recorded: the caller leaves out those without a
 * recording) follows the rubric, its comment and error tags kept, so returning the work returns that score;
 * the student sees neither the bands nor the score before then.
 */
export async function saveRubric(
  db: Db,
  userExamId: number,
  marks: { criterion: SpeakingCriterion; band: SpeakingBand; points: number | null }[],
  rubricParts: { id: number; score: number }[],
  by: number,
  now: Date,
) {
  // The rubric and the draft's scores in one transaction, the attempt locked first, so a marker's comment
  // or error tags saved on a part meanwhile stay (issue 26 point 5).
  await transaction(db, async (tx) => {
    await lockMarkable(tx, userExamId, now);
    for (const m of marks) {
      const set = { band: m.band, score: criterionPoints(m.band, m.points)!, markedBy: by, createdAt: now };
      await tx
        .insert(speakingScores)
        .values({ userExamId, criterion: m.criterion, ...set })
        .onConflictDoUpdate({ target: [speakingScores.userExamId, speakingScores.criterion], set });
    }
    const rows = await tx.select().from(speakingScores).where(eq(speakingScores.userExamId, userExamId));
    const rubric = rubricMarksFrom(rows.map((r) => ({ ...r, points: r.score })));
    const scored = rubricParts.flatMap((p) => {
      const score = rubricPartScore(rubric, p.score);
      return score === null ? [] : [{ partId: p.id, score }];
    });
    if (scored.length) await mergeDraft(tx, userExamId, { parts: scored }, by, now);
  });
}
