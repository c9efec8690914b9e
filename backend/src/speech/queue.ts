/**
 * The speech scorer's queue (docs/design.md section 9, issue 13): spoken-target parts of a submitted attempt are
 * queued in `speech_scores` on submit, and one worker per backend process takes them one at a time (FOR
 * UPDATE SKIP LOCKED, so several processes never take the same one), off the request path; the engine runs
 * in child processes. A scored part gets the recogniser's words, the word-alignment match and the part's
 * score, which also becomes the answer's score (as a key's would), so the marker sees it and may override it
 * in the draft. Without an engine each part is left to a person with the reason.
 */
import path from 'node:path';
import { interactionOf, MARKED_BY } from '@lms/domain/questions';
import { matchSpeech, speechPartScore } from '@lms/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { media, questionParts, speechScores, userAnswers, userExams } from '../db/schema.js';
import type { SpeechEngine } from './engines.js';

/** Parts whose recording was sent and that the speech scorer scores (pronunciation, elsa_speaking). */
export async function enqueueSpeech(
  tx: Tx | Db,
  userExamId: number,
  parts: { id: number; questionType: string }[],
  answers: Map<number, { answer: unknown }>,
  now: Date,
) {
  const rows = parts
    .filter((p) => MARKED_BY[interactionOf(p.questionType as never)] === 'speech')
    .filter((p) => {
      const answer = answers.get(p.id)?.answer as { mediaId?: unknown } | undefined;
      return typeof answer?.mediaId === 'string' && /^\d+$/.test(answer.mediaId);
    })
    .map((p) => ({
      userExamId,
      questionPartId: p.id,
      status: 'queued' as const,
      createdAt: now,
      updatedAt: now,
    }));
  if (!rows.length) return;
  await tx
    .insert(speechScores)
    .values(rows)
    .onConflictDoUpdate({
      target: [speechScores.userExamId, speechScores.questionPartId],
      set: { status: 'queued', updatedAt: now, error: '' },
    });
}

type Job = typeof speechScores.$inferSelect;

/** Takes the oldest queued part (marks it running), or null when none waits. */
export async function takeSpeechJob(db: Db, now = new Date()): Promise<Job | null> {
  const { rows } = await db.execute<{ user_exam_id: number; question_part_id: number }>(sql`
    update speech_scores set status = 'running', tries = tries + 1, updated_at = ${now.toISOString()}::timestamptz
    where (user_exam_id, question_part_id) = (
      select user_exam_id, question_part_id from speech_scores where status = 'queued'
      order by created_at, user_exam_id, question_part_id limit 1 for update skip locked)
    returning user_exam_id, question_part_id`);
  const first = rows[0];
  if (!first) return null;
  const [job] = await db
    .select()
    .from(speechScores)
    .where(
      and(
        eq(speechScores.userExamId, first.user_exam_id),
        eq(speechScores.questionPartId, first.question_part_id),
      ),
    );
  return job ?? null;
}

async function finish(db: Db, job: Job, set: Partial<Job>) {
  await db
    .update(speechScores)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(eq(speechScores.userExamId, job.userExamId), eq(speechScores.questionPartId, job.questionPartId)),
    );
}

/** Scores one taken part with the engine; what goes wrong leaves the part to a person (`failed`). */
export async function scoreSpeechJob(db: Db, engine: SpeechEngine | null, uploadDir: string, job: Job) {
  if (!engine) return finish(db, job, { status: 'no_engine', engine: null });
  const [row] = await db
    .select({
      content: questionParts.content,
      maxScore: questionParts.score,
      answer: userAnswers.answer,
      status: userExams.status,
    })
    .from(questionParts)
    .innerJoin(
      userAnswers,
      and(eq(userAnswers.questionPartId, questionParts.id), eq(userAnswers.userExamId, job.userExamId)),
    )
    .innerJoin(userExams, eq(userExams.id, job.userExamId))
    .where(eq(questionParts.id, job.questionPartId));
  const target = (row?.content as { targetText?: unknown } | undefined)?.targetText;
  const mediaId = Number((row?.answer as { mediaId?: unknown } | undefined)?.mediaId);
  const [file] = Number.isInteger(mediaId) ? await db.select().from(media).where(eq(media.id, mediaId)) : [];
  if (!row || typeof target !== 'string' || !file) {
    return finish(db, job, { status: 'failed', engine: engine.name, error: 'recording_missing' });
  }
  const started = performance.now();
  try {
    const heard = await engine.recognise(path.join(uploadDir, file.path), file.mimeType, target);
    const match = heard.match ?? matchSpeech(target, heard.recognised).match;
    const score = speechPartScore(match, row.maxScore);
    await finish(db, job, {
      status: 'scored',
      engine: engine.name,
      recognised: heard.recognised.slice(0, 5000),
      match,
      score,
      error: '',
      elapsedMs: Math.round(performance.now() - started),
    });
    // The answer takes the score as a key's would, while the work still waits for its marker.
    if (row.status === 'waiting_score') {
      await db
        .update(userAnswers)
        .set({ score })
        .where(
          and(eq(userAnswers.userExamId, job.userExamId), eq(userAnswers.questionPartId, job.questionPartId)),
        );
    }
  } catch (e) {
    await finish(db, job, {
      status: 'failed',
      engine: engine.name,
      error: (e instanceof Error ? e.message : String(e)).slice(0, 500),
      elapsedMs: Math.round(performance.now() - started),
    });
  }
}

/** Scores every queued part, one at a time (tests, and the worker's each wake-up). Answers how many. */
export async function drainSpeechQueue(db: Db, engine: SpeechEngine | null, uploadDir: string) {
  let done = 0;
  for (let job = await takeSpeechJob(db); job; job = await takeSpeechJob(db)) {
    await scoreSpeechJob(db, engine, uploadDir, job);
    done++;
  }
  return done;
}

/**
 * The worker of one backend process: wakes every `pollMs` (and at once when `kick` is called after a
 * submit), drains the queue one part at a time, and stops with the app. Parts left running by a process
 * that stopped are queued again on start.
 */
export function startSpeechWorker(
  db: Db,
  engine: SpeechEngine | null,
  uploadDir: string,
  { pollMs = 5000, onError = (e: unknown) => console.error('speech scoring:', e) } = {},
) {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped || running) return;
    running = drainSpeechQueue(db, engine, uploadDir)
      .catch(onError)
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  const ready = db
    .update(speechScores)
    .set({ status: 'queued' })
    .where(inArray(speechScores.status, ['running']))
    .then(() => {
      timer = setTimeout(tick, 0);
    })
    .catch(onError);
  return {
    kick() {
      clearTimeout(timer);
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ready;
      await running;
    },
  };
}
