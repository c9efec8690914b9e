import {
  MARKED_BY,
  interactionOf,
  scorePart,
  submitOutcome,
  type Part,
  type SubmittedPart,
} from '@lms/domain/questions';
import { attemptsAllowed, extendedEndsAt, extraMinutesFor, type Accommodation } from '@lms/domain';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { enqueueSpeech } from '../speech/queue.js';
import type { Db, Tx } from '../db/client.js';
import type { AssignmentRow, UserExamRow } from '../db/rows.js';
import { assignments, examAgreements, examExits, userExams, type SubmitReason } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { effectiveAccommodationOf } from '../queries/accommodations.js';
import { answersOf, examContent } from '../queries/exams.js';
import { afterIeltsSectionSubmitted } from './ielts/sittings.js';

/** Records that a student accepted an assignment's rules; accepting again keeps the first time. */
export async function agreeToRules(db: Db, assignmentId: number, studentId: number) {
  const [row] = await db
    .insert(examAgreements)
    .values({ assignmentId, studentId })
    .onConflictDoUpdate({
      target: [examAgreements.assignmentId, examAgreements.studentId],
      set: { agreedAt: sql`${examAgreements.agreedAt}` },
    })
    .returning();
  return row!;
}

/**
 * docs/design.md section 9: the server's end of an attempt started `now`; null when untimed and without
 * deadline. A student's accommodation lengthens the time limit, never the deadline (docs/design.md section 12).
 */
export function endsAtFor(
  a: Pick<AssignmentRow, 'deadline' | 'timeLimit'>,
  now: Date,
  acc?: Accommodation | null,
): Date | null {
  return extendedEndsAt(now, a.timeLimit, a.deadline, acc);
}

/**
 * A deadline or time limit changed after students started (issue 26 point 4, docs/decisions.md "Issue 26 —
 * server-side expiry"): each attempt still open by the clock takes the end the new settings give it from its
 * own start (the earlier of the deadline and start plus limit and its extra minutes, as `endsAtFor`), never earlier than `now`: a
 * deadline moved later gives more time, one moved earlier ends it sooner (at once when already passed), and
 * without a deadline or limit it has none. An attempt already past its end stays closed by the clock.
 */
export async function moveOpenAttemptsEnd(
  tx: Tx | Db,
  a: Pick<AssignmentRow, 'id' | 'deadline' | 'timeLimit'>,
  now: Date,
) {
  const at = now.toISOString();
  const deadline = a.deadline ? a.deadline.toISOString() : null;
  await tx.execute(sql`
    update user_exams set
      ends_at = case when ${deadline}::timestamptz is null and ${a.timeLimit}::int is null then null
        else greatest(${at}::timestamptz,
          least(${deadline}::timestamptz,
            started_at + (${a.timeLimit}::int + extra_minutes) * interval '1 minute')) end,
      updated_at = ${at}::timestamptz
    where assignment_id = ${a.id}::int and status = 'unfinished'
      and (ends_at is null or ends_at > ${at}::timestamptz)`);
}

export type StartDecision =
  | { kind: 'resume'; exam: UserExamRow }
  | { kind: 'new'; attempt: number }
  | {
      kind: 'refuse';
      reason:
        | 'exam_not_open'
        | 'exam_deadline_passed'
        | 'exam_rules_not_accepted'
        | 'exam_already_submitted'
        | 'exam_attempts_used'
        | 'exam_holding';
    };

/**
 * Start or resume (docs/design.md section 9, docs/product.md point 8): the attempt in progress is resumed; a new one starts
 * only inside the assignment's window, after the rules were accepted, and when there is none yet or the latest
 * was returned below the minimum or a marker asked for its redo (issue 13). Never past the cap (issue 26
 * point 1): `max_attempts` plus one per redo asked (`redoGrants`); an attempt closed by time-up or the access
 * limit opens a new one only when a teacher asks for the redo.
 */
export function decideStart(
  a: Pick<AssignmentRow, 'startAt' | 'deadline' | 'minScore' | 'maxAttempts'>,
  latest: UserExamRow | undefined,
  agreed: boolean,
  now: Date,
  redoGrants = 0,
): StartDecision {
  if (latest?.status === 'unfinished') return { kind: 'resume', exam: latest };
  if (latest?.status === 'holding') return { kind: 'refuse', reason: 'exam_holding' };
  if (a.startAt && now < a.startAt) return { kind: 'refuse', reason: 'exam_not_open' };
  if (a.deadline && now >= a.deadline) return { kind: 'refuse', reason: 'exam_deadline_passed' };
  if (!agreed) return { kind: 'refuse', reason: 'exam_rules_not_accepted' };
  if (!latest) return { kind: 'new', attempt: 1 };
  // Below the minimum, or a marker asked; a blank attempt failed at a minimum of 0 opens no new attempt by
  // itself (docs/decisions.md, issue 25): an IELTS section or a test is sat once. Closed by time-up or the
  // access limit: only a marker's redo (issue 26).
  const returned = latest.status === 'fail' || latest.status === 'pass';
  const asked = returned && latest.redoRequestedAt !== null;
  const closedForStudent = latest.submitReason === 'time_up' || latest.submitReason === 'access_limit';
  const belowMin = returned && !closedForStudent && (latest.score ?? 0) < a.minScore;
  if (!asked && !belowMin) return { kind: 'refuse', reason: 'exam_already_submitted' };
  if (latest.attempt >= attemptsAllowed(a.maxAttempts, redoGrants))
    return { kind: 'refuse', reason: 'exam_attempts_used' };
  return { kind: 'new', attempt: latest.attempt + 1 };
}

/**
 * The attempts granted beyond an assignment's cap: one per redo a marker asked (issue 26) plus the student's
 * extra attempts on it (issue 31 point 1: the assignment's override, else the standing setting).
 */
export async function attemptGrantsOf(db: Db | Tx, assignmentId: number, studentId: number): Promise<number> {
  const [redos, acc] = await Promise.all([
    redoGrantsOf(db as Db, assignmentId, studentId),
    effectiveAccommodationOf(db, assignmentId, studentId),
  ]);
  return redos + (acc?.extraAttempts ?? 0);
}

/** The redos markers asked of a student's attempts at an assignment: each grants one more attempt (issue 26). */
export async function redoGrantsOf(db: Db, assignmentId: number, studentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userExams)
    .where(
      and(
        eq(userExams.assignmentId, assignmentId),
        eq(userExams.studentId, studentId),
        isNotNull(userExams.redoRequestedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Inserts attempt `n`; undefined when another request inserted it first (two tabs starting at once). */
export async function insertAttempt(
  db: Db,
  a: AssignmentRow,
  studentId: number,
  attempt: number,
  now: Date,
): Promise<UserExamRow | undefined> {
  const acc = await effectiveAccommodationOf(db, a.id, studentId);
  const [row] = await db
    .insert(userExams)
    .values({
      assignmentId: a.id,
      studentId,
      attempt,
      status: 'unfinished',
      startedAt: now,
      endsAt: endsAtFor(a, now, acc),
      extraMinutes: extraMinutesFor(a.timeLimit, acc),
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export interface AnswerSave {
  partId: number;
  seq: number;
  answer: unknown;
}

export type SavedRow = {
  question_part_id: number;
  seq: number;
  answer: unknown;
  updated_at: Date | string;
};

/**
 * Saves a batch of answers in one statement: an upsert per part where a lower sequence number never
 * overwrites a higher one, guarded by the attempt being open (in progress, before `ends_at`; the row is read
 * FOR SHARE so a submit that holds it waits for the save, or the save for the submit). Answers what the
 * server holds for every part sent (the stored row when the save was older), and whether the attempt was
 * open, with its clock and exits as they stand; when it was not, nothing was written. A sequence number names
 * one answer (issue 26 point 6, docs/decisions.md): the same number again with the same answer (jsonb
 * equality, so key order does not matter) is a replay that changes nothing; with another answer the whole
 * batch is refused unwritten and `reused` names the parts.
 */
export async function saveAnswers(db: Db, userExamId: number, saves: AnswerSave[], now: Date) {
  const at = now.toISOString();
  const batch = JSON.stringify(saves.map((s) => ({ part: s.partId, seq: s.seq, answer: s.answer })));
  const ids = JSON.stringify(saves.map((s) => s.partId));
  const { rows } = await db.execute<
    SavedRow & {
      open: boolean;
      ends_at_now: Date | string | null;
      access_count_now: number | null;
      reused: number[] | null;
    }
  >(sql`
    with open_attempt as (
      select id, ends_at, access_count from user_exams
      where id = ${userExamId}::int and status = 'unfinished' and (ends_at is null or ends_at > ${at}::timestamptz)
      for share
    ),
    reused as (
      select coalesce(jsonb_agg(v.part), '[]'::jsonb) as parts
      from jsonb_to_recordset(${batch}::jsonb) as v(part int, seq int, answer jsonb)
      join user_answers a on a.user_exam_id = ${userExamId}::int and a.question_part_id = v.part
      where a.seq = v.seq and a.answer <> v.answer
    ),
    saved as (
      insert into user_answers (user_exam_id, question_part_id, answer, seq, updated_at)
      select ${userExamId}::int, v.part, v.answer, v.seq, ${at}::timestamptz
      from jsonb_to_recordset(${batch}::jsonb) as v(part int, seq int, answer jsonb)
      where exists (select 1 from open_attempt) and (select parts from reused) = '[]'::jsonb
      on conflict (user_exam_id, question_part_id) do update
        set answer = excluded.answer, seq = excluded.seq, updated_at = excluded.updated_at
        where excluded.seq > user_answers.seq
      returning question_part_id, seq, answer, updated_at
    )
    select question_part_id, seq, answer, updated_at, exists (select 1 from open_attempt) as open,
      (select ends_at from open_attempt) as ends_at_now, (select access_count from open_attempt) as access_count_now,
      (select parts from reused) as reused
    from saved
    union all
    select question_part_id, seq, answer, updated_at, exists (select 1 from open_attempt) as open,
      (select ends_at from open_attempt) as ends_at_now, (select access_count from open_attempt) as access_count_now,
      (select parts from reused) as reused
    from user_answers
    where user_exam_id = ${userExamId}::int
      and question_part_id in (select jsonb_array_elements_text(${ids}::jsonb)::int)
      and question_part_id not in (select question_part_id from saved)
  `);
  // With no row at all (nothing saved, nothing held), ask the guard alone.
  const open = rows.length
    ? rows[0]!.open
    : (
        await db.execute<{ open: boolean }>(sql`
          select exists (
            select 1 from user_exams
            where id = ${userExamId}::int and status = 'unfinished'
              and (ends_at is null or ends_at > ${at}::timestamptz)
          ) as open`)
      ).rows[0]!.open;
  const first = rows[0];
  return {
    open,
    /** Parts whose stored answer has the sequence number sent with another answer: nothing was written. */
    reused: (first?.reused ?? []).map(Number),
    /** The open attempt's clock and exits as they stand now (absent when it was not open). */
    now:
      open && first
        ? {
            endsAt: first.ends_at_now === null ? null : new Date(first.ends_at_now),
            accessCount: Number(first.access_count_now),
          }
        : undefined,
    saved: rows.map((r) => ({
      questionPartId: Number(r.question_part_id),
      seq: Number(r.seq),
      answer: r.answer,
      updatedAt: new Date(r.updated_at),
    })),
  };
}

/**
 * Scores and submits an attempt in progress (docs/design.md section 9): every keyed part by its key, the total
 * scaled to the assignment's maximum; pass or fail when every part is keyed, otherwise waiting_score; a blank
 * attempt fails (docs/decisions.md, issue 25). The keyed parts' share is kept for the student to see at once.
 * Anything but an attempt in progress is answered unchanged (a repeated submit is harmless).
 */
export async function submitAttempt(
  db: Db,
  userExamId: number,
  reason: SubmitReason,
  now: Date,
): Promise<UserExamRow> {
  return transaction(db, async (tx) => {
    const [exam] = await tx.select().from(userExams).where(eq(userExams.id, userExamId)).for('update');
    if (!exam || exam.status !== 'unfinished') return exam!;
    return scoreAndClose(tx, exam, reason, now);
  });
}

async function scoreAndClose(tx: Tx, exam: UserExamRow, reason: SubmitReason, now: Date) {
  const [assignment] = await tx.select().from(assignments).where(eq(assignments.id, exam.assignmentId));
  const content = await examContent(tx, assignment!.exerciseId);
  const answers = new Map((await answersOf(tx, exam.id)).map((a) => [a.questionPartId, a]));
  const submitted: SubmittedPart[] = [];
  const partScores: { id: number; score: number }[] = [];
  for (const parts of content.parts.values()) {
    for (const p of parts) {
      const interaction = interactionOf(p.questionType);
      const part: Part = {
        content: p.content as Part['content'],
        answer: p.answer as Part['answer'],
        score: p.score,
        weight: p.weight,
      };
      const given = answers.get(p.id);
      const result = scorePart(p.questionType, part, given?.answer ?? {});
      const earned = result.status === 'scored' ? result.score : MARKED_BY[interaction] === 'none' ? 0 : null;
      if (result.status === 'scored' && given) partScores.push({ id: p.id, score: result.score });
      submitted.push({ interaction, earned, score: p.score, weight: p.weight, response: given?.answer });
    }
  }
  if (partScores.length) {
    await tx.execute(sql`
      update user_answers a set score = v.score
      from jsonb_to_recordset(${JSON.stringify(partScores)}::jsonb) as v(id int, score numeric)
      where a.user_exam_id = ${exam.id}::int and a.question_part_id = v.id`);
  }
  // Recordings of spoken-target parts go to the speech scorer's queue (scored off the request path).
  await enqueueSpeech(tx, exam.id, [...content.parts.values()].flat(), answers, now);
  // Pass or fail when every part is keyed, a blank attempt failed at once (docs/decisions.md, issue 25).
  const outcome = submitOutcome(submitted, assignment!);
  const submittedAt = reason === 'time_up' && exam.endsAt && exam.endsAt < now ? exam.endsAt : now;
  const [row] = await tx
    .update(userExams)
    .set({
      status: outcome.status,
      score: outcome.score,
      keyedScore: outcome.keyed.score,
      keyedMaxScore: outcome.keyed.max,
      partsAwaitingMarker: outcome.keyed.awaiting,
      submittedAt,
      submitReason: reason,
      updatedAt: now,
    })
    .where(eq(userExams.id, exam.id))
    .returning();
  // An IELTS section moves its registration on (raw score, waiting for marking).
  await afterIeltsSectionSubmitted(tx, row!);
  return row!;
}

/** The attempt as it stands, submitted first when its time ran out (lazy expiry, docs/design.md section 9). */
export async function expireIfDue(db: Db, exam: UserExamRow, now: Date): Promise<UserExamRow> {
  if (exam.status !== 'unfinished' || !exam.endsAt || exam.endsAt > now) return exam;
  return submitAttempt(db, exam.id, 'time_up', now);
}

/**
 * The expiry job's work (issue 26 point 4, docs/decisions.md "Issue 26 — server-side expiry"): the attempt,
 * locked without waiting (FOR UPDATE SKIP LOCKED), is closed as a time-up submit, dated `ends_at`, when it is
 * still in progress and due at `now`. Null when it is closed already, not due, or held by someone else (a
 * student's submit, a save, another process's sweep): running it twice, or beside a submit, closes it once.
 */
export async function expireAttempt(db: Db, userExamId: number, now: Date): Promise<UserExamRow | null> {
  return transaction(db, async (tx) => {
    const [exam] = await tx
      .select()
      .from(userExams)
      .where(
        and(eq(userExams.id, userExamId), eq(userExams.status, 'unfinished'), lte(userExams.endsAt, now)),
      )
      .for('update', { skipLocked: true });
    if (!exam) return null;
    return scoreAndClose(tx, exam, 'time_up', now);
  });
}

/**
 * Counts one exit from full screen, once per client event id; reaching the assignment's access limit
 * submits the attempt (reason access_limit). Answers the attempt as it now stands.
 */
export async function recordExit(
  db: Db,
  exam: UserExamRow,
  maxAccesses: number,
  eventId: string,
  now: Date,
): Promise<UserExamRow> {
  return transaction(db, async (tx) => {
    const [locked] = await tx.select().from(userExams).where(eq(userExams.id, exam.id)).for('update');
    if (!locked || locked.status !== 'unfinished') return locked!;
    const inserted = await tx
      .insert(examExits)
      .values({ userExamId: exam.id, eventId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) return locked;
    const [counted] = await tx
      .update(userExams)
      .set({ accessCount: sql`${userExams.accessCount} + 1`, updatedAt: now })
      .where(and(eq(userExams.id, exam.id)))
      .returning();
    if (counted!.accessCount >= maxAccesses) return scoreAndClose(tx, counted!, 'access_limit', now);
    return counted!;
  });
}
