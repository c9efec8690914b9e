import { and, asc, eq, inArray } from 'drizzle-orm';
import { parseFile } from 'music-metadata';
import type { Db, Tx } from '../db/client.js';
import type { AttemptPlayRow, MediaRow } from '../db/rows.js';
import {
  assignments,
  attemptPlays,
  exerciseQuestions,
  exercises,
  media,
  questions,
  userExams,
} from '../db/schema.js';
import type { Viewer } from '../http/auth.js';
import { isStudent } from '../policies/roles.js';
import { clipLink, presentClipMedia, presentClipPlays, type ClipLink } from '../presenters/exams.js';
import { presentMedia, type MediaJson } from '../presenters/media.js';
import { ieltsSectionOfAttempt } from './ielts/tests.js';

/** The plays of an attempt's limited clips, by medium, oldest first (issue 30 point 3). */
export async function playsOf(db: Db | Tx, userExamId: number): Promise<Map<number, AttemptPlayRow[]>> {
  const rows = await db
    .select()
    .from(attemptPlays)
    .where(eq(attemptPlays.userExamId, userExamId))
    .orderBy(asc(attemptPlays.mediaId), asc(attemptPlays.play));
  const byMedium = new Map<number, AttemptPlayRow[]>();
  for (const r of rows) byMedium.set(r.mediaId, [...(byMedium.get(r.mediaId) ?? []), r]);
  return byMedium;
}

/**
 * A recording's length in milliseconds, read from the file's own headers by music-metadata
 * (docs/decisions.md, issue 30 point 3); null when the file tells none or cannot be read.
 */
export async function clipDurationMs(file: string): Promise<number | null> {
  try {
    const { format } = await parseFile(file, { duration: true, skipCovers: true });
    return format.duration && Number.isFinite(format.duration) ? Math.round(format.duration * 1000) : null;
  } catch {
    return null;
  }
}

/**
 * The limited listening clips among `mediaIds` that the student's attempts in progress hold, with the link
 * each may have (issue 30 point 3, docs/design.md section 12): the media routes and reviews issue a held
 * clip's link only as the attempt's content does (`clipLink`), so no route hands it out before a play.
 */
export async function heldClipsOf(
  db: Db,
  studentId: number,
  mediaIds: number[],
  now: Date,
): Promise<Map<number, ClipLink>> {
  const held = new Map<number, ClipLink>();
  if (!mediaIds.length) return held;
  const rows = await db
    .select({
      examId: userExams.id,
      assignmentId: assignments.id,
      kind: assignments.kind,
      audioPlays: exercises.audioPlays,
      mediaId: media.id,
    })
    .from(userExams)
    .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
    .innerJoin(exercises, eq(exercises.id, assignments.exerciseId))
    .innerJoin(exerciseQuestions, eq(exerciseQuestions.exerciseId, exercises.id))
    .innerJoin(questions, eq(questions.id, exerciseQuestions.questionId))
    .innerJoin(media, eq(media.id, questions.mediaId))
    .where(
      and(
        eq(userExams.studentId, studentId),
        inArray(userExams.status, ['unfinished', 'holding']),
        eq(media.kind, 'audio'),
        inArray(media.id, mediaIds),
      ),
    );
  for (const r of rows) {
    // An IELTS section's recordings play as its test says, as the attempt's content shows them.
    const ielts = r.kind === 'ielt' ? await ieltsSectionOfAttempt(db, r.assignmentId, studentId) : null;
    const limit = ielts ? ielts.plays : r.audioPlays;
    if (limit <= 0) continue;
    const own = (await playsOf(db, r.examId)).get(r.mediaId) ?? [];
    const link = clipLink(presentClipPlays(r.mediaId, limit, own, now), own);
    // Held by several attempts: a running play's link, as that attempt's content shows it.
    if (!held.has(r.mediaId) || link !== 'withheld') held.set(r.mediaId, link);
  }
  return held;
}

/**
 * Media with their links as the viewer may have them (the media routes): a student's held clip
 * (`heldClipsOf`) only while a play runs, and then until the play's end plus a grace; else left out.
 */
export async function presentMediaFor(db: Db, viewer: Viewer, rows: MediaRow[]): Promise<MediaJson[]> {
  const audio = rows.filter((r) => r.kind === 'audio').map((r) => r.id);
  const held = isStudent(viewer)
    ? await heldClipsOf(db, viewer.user.id, audio, new Date())
    : new Map<number, ClipLink>();
  return rows.flatMap((r) => {
    const link = held.get(r.id);
    const json = link ? presentClipMedia(r, link) : presentMedia(r);
    return json ? [json] : [];
  });
}
