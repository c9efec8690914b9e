import {
  DEFAULT_LISTENING_TABLE,
  bandFromRaw,
  criteriaBand,
  defaultReadingTable,
  overallBand,
  writingBand,
} from '@lms/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  classStaff,
  ieltsExamDates,
  ieltsRegistrations,
  ieltsSections,
  ieltsTests,
  userExams,
  users,
  type IeltsMarks,
} from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import { resultsMail } from '../../mail/ielts.js';
import type { Mailer } from '../../mail/mailer.js';
import { membershipsChanged } from '../../policies/memberships.js';
import { tablesOf } from './tests.js';

/** Assigns (or unassigns) an examiner; they join the dates' classes as examiners to review the attempts. */
export async function assignExaminer(db: Db, registrationIds: number[], examinerId: number | null) {
  await transaction(db, async (tx) => {
    if (examinerId !== null) {
      const [u] = await tx.select({ role: users.role }).from(users).where(eq(users.id, examinerId));
      if (!u || (u.role !== 4 && u.role !== 0)) throw badRequest({ examiner_id: 'ielts_not_examiner' });
    }
    const regs = await tx
      .select()
      .from(ieltsRegistrations)
      .where(inArray(ieltsRegistrations.id, registrationIds));
    if (regs.length !== registrationIds.length) throw badRequest({ registration_ids: 'not_found' });
    await tx
      .update(ieltsRegistrations)
      .set({ examinerId })
      .where(inArray(ieltsRegistrations.id, registrationIds));
    if (examinerId === null) return;
    const dates = await tx
      .select({ classId: ieltsExamDates.classId })
      .from(ieltsExamDates)
      .where(inArray(ieltsExamDates.id, [...new Set(regs.map((r) => r.examDateId))]));
    const [u] = await tx.select({ role: users.role }).from(users).where(eq(users.id, examinerId));
    if (u!.role !== 4) return;
    for (const d of dates)
      if (d.classId)
        await tx
          .insert(classStaff)
          .values({ classId: d.classId, userId: examinerId, kind: 'specialize' })
          .onConflictDoNothing();
    membershipsChanged();
  });
}

export interface BandMarking {
  marks: IeltsMarks;
  listeningRaw?: number | undefined;
  readingRaw?: number | undefined;
}

/**
 * Band marking (docs/design.md section 10): writing from the two tasks' criteria (Task 2 counts twice), speaking
 * from its four criteria, listening and reading from the raw scores by the test's tables, the overall band
 * when all four skills are there; all by `@lms/domain`. A computer-delivered registration must have been
 * taken (409); a paper one needs its raw scores (400). The runner's waiting attempts of the sections are
 * returned; the candidate is mailed the results.
 */
export async function markRegistration(
  db: Db,
  mailer: Mailer,
  regId: number,
  m: BandMarking,
  opts: { markerId: number; now: Date; webOrigin: string },
) {
  const done = await transaction(db, async (tx) => {
    const [reg] = await tx
      .select()
      .from(ieltsRegistrations)
      .where(eq(ieltsRegistrations.id, regId))
      .for('update');
    const [row] = await tx
      .select({ date: ieltsExamDates, test: ieltsTests })
      .from(ieltsExamDates)
      .leftJoin(ieltsTests, eq(ieltsTests.id, ieltsExamDates.ieltsTestId))
      .where(eq(ieltsExamDates.id, reg!.examDateId));
    const paper = row!.date.format === 'paper';
    const taken =
      reg!.status === 'unmarked' || reg!.status === 'marked' || (paper && reg!.status === 'unfinished');
    if (!taken) throw conflict('ielts_not_taken', 'registration_id');
    const four = reg!.skillPackage === '4_skills';
    if (four && !m.marks.speaking) throw badRequest({ speaking: 'ielts_speaking_required' });
    const listeningRaw = m.listeningRaw ?? reg!.listeningRaw;
    const readingRaw = m.readingRaw ?? reg!.readingRaw;
    const missing: Partial<Record<string, MessageKey>> = {};
    if (listeningRaw === null) missing.listening_raw = 'ielts_raw_required';
    if (readingRaw === null) missing.reading_raw = 'ielts_raw_required';
    if (Object.keys(missing).length) throw badRequest(missing);
    const tables = row!.test
      ? tablesOf(row!.test)
      : { listening: DEFAULT_LISTENING_TABLE, reading: defaultReadingTable('academic') };
    const t = (x: IeltsMarks['writingTask1']) =>
      criteriaBand([x.taskAchievement, x.coherenceCohesion, x.lexicalResource, x.grammaticalRange]);
    const s = m.marks.speaking;
    const bands = {
      listeningBand: bandFromRaw(listeningRaw!, tables.listening),
      readingBand: bandFromRaw(readingRaw!, tables.reading),
      writingBand: writingBand(t(m.marks.writingTask1), t(m.marks.writingTask2)),
      speakingBand:
        four && s
          ? criteriaBand([s.fluencyCoherence, s.lexicalResource, s.grammaticalRange, s.pronunciation])
          : null,
    };
    const overall =
      bands.speakingBand === null
        ? null
        : overallBand([bands.listeningBand, bands.readingBand, bands.writingBand, bands.speakingBand]);
    const [saved] = await tx
      .update(ieltsRegistrations)
      .set({
        ...bands,
        listeningRaw,
        readingRaw,
        overallBand: overall,
        marks: { ...m.marks, speaking: four ? (s ?? null) : null },
        status: 'marked',
        markedAt: opts.now,
      })
      .where(eq(ieltsRegistrations.id, regId))
      .returning();
    // The runner's attempts waiting for a person are returned: the bands are their marks.
    await tx
      .update(userExams)
      .set({ status: 'pass', markedBy: opts.markerId, markedAt: opts.now, updatedAt: opts.now })
      .where(
        and(
          eq(userExams.studentId, reg!.userId),
          eq(userExams.status, 'waiting_score'),
          sql`${userExams.assignmentId} in (select assignment_id from ${ieltsSections} where exam_date_id = ${reg!.examDateId})`,
        ),
      );
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, reg!.userId));
    return { registration: saved!, date: row!.date, user: user! };
  });
  await mailer.send(resultsMail(done, opts.webOrigin));
}
