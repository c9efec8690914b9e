import {
  DEFAULT_LISTENING_TABLE,
  bandFromRaw,
  criteriaBand,
  defaultReadingTable,
  overallBand,
  writingBand,
} from '@lms/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  classStaff,
  ieltsBandCorrections,
  ieltsExamDates,
  ieltsRegistrations,
  ieltsSections,
  ieltsTests,
  userExams,
  users,
  type IeltsMarks,
  type PublishedBands,
} from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import { resultsMail } from '../../mail/ielts.js';
import type { Mailer } from '../../mail/mailer.js';
import { membershipsChanged } from '../../policies/memberships.js';
import { notifyIeltsStatus } from '../notification-events.js';
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

type RegistrationRow = typeof ieltsRegistrations.$inferSelect;

/**
 * The bands of a marking (docs/design.md section 10): writing from the two tasks' criteria (Task 2 counts
 * twice), speaking from its four criteria, listening and reading from the raw scores by the test's tables, the
 * overall band when all four skills are there; all by `@lms/domain`. A paper registration needs its raw scores
 * (400).
 */
function bandsOf(reg: RegistrationRow, test: typeof ieltsTests.$inferSelect | null, m: BandMarking) {
  const four = reg.skillPackage === '4_skills';
  if (four && !m.marks.speaking) throw badRequest({ speaking: 'ielts_speaking_required' });
  const listeningRaw = m.listeningRaw ?? reg.listeningRaw;
  const readingRaw = m.readingRaw ?? reg.readingRaw;
  const missing: Partial<Record<string, MessageKey>> = {};
  if (listeningRaw === null) missing.listening_raw = 'ielts_raw_required';
  if (readingRaw === null) missing.reading_raw = 'ielts_raw_required';
  if (Object.keys(missing).length) throw badRequest(missing);
  const tables = test
    ? tablesOf(test)
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
  return {
    ...bands,
    listeningRaw,
    readingRaw,
    overallBand: overall,
    marks: { ...m.marks, speaking: four ? (s ?? null) : null },
  };
}

/** The registration locked for the command, its date and test. */
async function lockedRegistration(tx: Tx, regId: number) {
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
  return { reg: reg!, date: row!.date, test: row!.test };
}

async function candidateOf(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return user!;
}

/**
 * Saves an examiner's band marking as a draft (issue 30 point 4): the bands are computed and stored for the
 * staff; the candidate sees and is mailed nothing until they are published (`publishBands`). A
 * computer-delivered registration must have been taken (409); published bands are corrected
 * (`correctBands`), not drafted again (409).
 */
export async function markRegistration(
  db: Db,
  regId: number,
  m: BandMarking,
  opts: { markerId: number; now: Date },
) {
  await transaction(db, async (tx) => {
    const { reg, date, test } = await lockedRegistration(tx, regId);
    if (reg.status === 'marked') throw conflict('ielts_already_published', 'registration_id');
    const taken = reg.status === 'unmarked' || (date.format === 'paper' && reg.status === 'unfinished');
    if (!taken) throw conflict('ielts_not_taken', 'registration_id');
    const bands = bandsOf(reg, test, m);
    await tx
      .update(ieltsRegistrations)
      .set({ ...bands, draftedBy: opts.markerId, draftedAt: opts.now })
      .where(eq(ieltsRegistrations.id, regId));
  });
}

/**
 * Publishes the draft bands: the registration is marked, the runner's waiting attempts returned (the bands are
 * their marks) and the candidate mailed the results, once: the conditional update (status not yet `marked`)
 * lets one publishing through, a retry or a second click finds it published and changes and sends nothing.
 * 409 without a draft. Who may publish is the policy's (policies/ielts.ts requireBandPublisher).
 */
export async function publishBands(
  db: Db,
  mailer: Mailer,
  regId: number,
  opts: { publisherId: number; now: Date; webOrigin: string },
) {
  const done = await transaction(db, async (tx) => {
    const { reg, date } = await lockedRegistration(tx, regId);
    if (reg.status === 'marked') return null;
    if (reg.draftedAt === null) throw conflict('ielts_no_draft', 'registration_id');
    const [saved] = await tx
      .update(ieltsRegistrations)
      .set({ status: 'marked', markedAt: opts.now, publishedBy: opts.publisherId })
      .where(and(eq(ieltsRegistrations.id, regId), ne(ieltsRegistrations.status, 'marked')))
      .returning();
    if (!saved) return null;
    await tx
      .update(userExams)
      .set({
        status: 'pass',
        markedBy: reg.draftedBy ?? opts.publisherId,
        markedAt: opts.now,
        updatedAt: opts.now,
      })
      .where(
        and(
          eq(userExams.studentId, reg.userId),
          eq(userExams.status, 'waiting_score'),
          sql`${userExams.assignmentId} in (select assignment_id from ${ieltsSections} where exam_date_id = ${reg.examDateId})`,
        ),
      );
    // The results mail tells it: the notification shows in the centre only.
    await notifyIeltsStatus(tx, saved, { status: 'marked' }, opts.now, { mailedByEvent: true });
    return { registration: saved, date, user: await candidateOf(tx, reg.userId) };
  });
  if (done) await mailer.send(resultsMail(done, opts.webOrigin));
}

const publishedBandsOf = (r: RegistrationRow): PublishedBands => ({
  listeningRaw: r.listeningRaw,
  readingRaw: r.readingRaw,
  listening: r.listeningBand,
  reading: r.readingBand,
  writing: r.writingBand,
  speaking: r.speakingBand,
  overall: r.overallBand,
  marks: r.marks,
});

/**
 * Corrects published bands with a reason (400 without one): the change is recorded (who, when, from what to
 * what, why) in ielts_band_corrections and the candidate mailed the corrected bands. Bands equal to the
 * published ones are refused (400), so a repeated correction records and mails nothing twice. 409 before
 * publishing (the draft is saved again instead).
 */
export async function correctBands(
  db: Db,
  mailer: Mailer,
  regId: number,
  m: BandMarking & { reason: string },
  opts: { correctorId: number; now: Date; webOrigin: string },
) {
  const reason = m.reason.trim();
  if (!reason) throw badRequest({ reason: 'ielts_correction_reason' });
  const done = await transaction(db, async (tx) => {
    const { reg, date, test } = await lockedRegistration(tx, regId);
    if (reg.status !== 'marked') throw conflict('ielts_no_draft', 'registration_id');
    const bands = bandsOf(reg, test, m);
    const before = publishedBandsOf(reg);
    const [saved] = await tx
      .update(ieltsRegistrations)
      .set(bands)
      .where(eq(ieltsRegistrations.id, regId))
      .returning();
    const after = publishedBandsOf(saved!);
    if (JSON.stringify(before) === JSON.stringify(after))
      throw badRequest({ reason: 'ielts_correction_unchanged' });
    await tx.insert(ieltsBandCorrections).values({
      registrationId: regId,
      correctedBy: opts.correctorId,
      correctedAt: opts.now,
      reason,
      before,
      after,
    });
    return { registration: saved!, date, user: await candidateOf(tx, reg.userId) };
  });
  await mailer.send(resultsMail(done, opts.webOrigin, { corrected: true }));
}
