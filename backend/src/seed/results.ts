import { interactionOf, keyedScore } from '@lms/domain/questions';
import {
  answerErrorTags,
  scores,
  speakingScores,
  userAnswers,
  userExams,
  type RESULT_STATUSES,
} from '../db/schema.js';
import { examScore, planAnswers, speakingMarks, type PlannedAnswer, type SpeakingMark } from './answers.js';
import type { SeededAssignment } from './assignments.js';
import type { BulkInserter } from './bulk.js';
import { at } from './calendar.js';
import type { SeededContent } from './content.js';
import type { People } from './people.js';
import { createRng, type Rng } from './random.js';

/**
 * Every student's attempts at the assignments of their classes, in every result status: unfinished
 * (assigned), holding (started, waiting to continue), waiting_score (submitted, not yet marked), pass
 * and fail (returned, fail meaning below the minimum score).
 */

type Status = (typeof RESULT_STATUSES)[number];

export interface SeededExam {
  id: number;
  assignment: SeededAssignment;
  studentId: number;
  attempt: number;
  status: Status;
  score: number | null;
  markedBy: number | null;
  markedAt: Date | null;
  answers: (PlannedAnswer & { id: number })[];
}

interface ExamPlan extends Omit<SeededExam, 'id' | 'answers'> {
  startedAt: Date | null;
  submittedAt: Date | null;
  accessCount: number;
  answers: PlannedAnswer[];
  speaking: SpeakingMark[] | null;
  final: boolean;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A moment between `from` and `to`, to the minute. */
function between(rng: Rng, from: Date, to: Date): Date {
  const t = from.getTime() + rng.next() * Math.max(0, to.getTime() - from.getTime());
  return new Date(Math.floor(t / 60_000) * 60_000);
}

/** The keyed parts' share a submit keeps (on the seed's scale of 100, as `examScore`). */
function keyedShare(p: ExamPlan) {
  if (!p.submittedAt) return {};
  const keyed = keyedScore(
    p.answers.map((x) => ({
      interaction: interactionOf(x.part.type),
      earned: x.score,
      score: x.part.score,
      weight: x.part.weight,
      response: x.answer,
    })),
    100,
  );
  return { keyedScore: keyed.score, keyedMaxScore: keyed.max, partsAwaitingMarker: keyed.awaiting };
}

export async function seedResults(
  bulk: BulkInserter,
  today: string,
  people: People,
  list: SeededAssignment[],
  content: SeededContent,
): Promise<SeededExam[]> {
  const rng = createRng('results');
  const levels = createRng('ability');
  const ability = new Map(people.students.map((id) => [id, 0.42 + levels.next() * 0.53]));
  const now = at(today, '00:00');
  const recording = (file: string) =>
    content.mediaIds[file] === undefined ? null : String(content.mediaIds[file]);
  const recordings = {
    answer: recording('student-speaking-answer.mp3'),
    readAloud: recording('student-read-aloud.mp3'),
  };

  const plans: ExamPlan[] = [];
  for (const a of list.filter((x) => x.kind !== 'presentation')) {
    const manual = a.exercise.scoringMode !== 0;
    const marker = a.kind === 'ielt' && a.cls.examinerId ? a.cls.examinerId : a.cls.teacherId;
    const open = a.startAt < now;
    const due = a.deadline < now;
    const lastChance = new Date(Math.min(+a.deadline, +now) - HOUR);

    for (const member of a.cls.roster) {
      if (member.status === 'request') continue;
      const level = ability.get(member.studentId)!;
      const base = { assignment: a, studentId: member.studentId, final: true, speaking: null };
      const pending = (status: Status, startedAt: Date | null): ExamPlan => ({
        ...base,
        attempt: 1,
        status,
        score: null,
        markedBy: null,
        markedAt: null,
        startedAt,
        submittedAt: null,
        accessCount: startedAt ? 1 : 0,
        answers: startedAt
          ? planAnswers(
              rng,
              a.exercise.parts.slice(0, Math.ceil(a.exercise.parts.length / 2)),
              level,
              false,
              null,
              recordings,
            ).map((x) => ({ ...x, score: null }))
          : [],
      });

      const r = rng.next();
      if (!open || member.status === 'inactive') {
        plans.push(pending('unfinished', null));
      } else if (member.status === 'reserve' || r < (due ? 0.09 : 0.55)) {
        // Reserved students and a few others started and paused: holding; the rest never began.
        const holding = member.status === 'reserve' || r >= (due ? 0.05 : 0.4);
        plans.push(
          pending(holding ? 'holding' : 'unfinished', holding ? between(rng, a.startAt, lastChance) : null),
        );
      } else {
        const attempt = (n: number, level: number, from: Date): ExamPlan => {
          const submittedAt = between(rng, new Date(from.getTime() + HOUR), lastChance);
          const markedAt = manual ? new Date(submittedAt.getTime() + rng.int(1, 6) * DAY) : submittedAt;
          // Teachers mark within a week, but some recent work is still in the pile.
          const backlog = manual && +now - +submittedAt < 10 * DAY && rng.chance(0.5);
          const marked = markedAt < now && !backlog;
          const speaking =
            marked && a.exercise.parts.some((p) => interactionOf(p.type) === 'spoken_answer')
              ? speakingMarks(rng, level)
              : null;
          const answers = planAnswers(rng, a.exercise.parts, level, marked, speaking, recordings);
          const score = marked ? examScore(answers) : null;
          return {
            ...base,
            attempt: n,
            status: score === null ? 'waiting_score' : score >= a.minScore ? 'pass' : 'fail',
            score,
            markedBy: marked && manual ? marker : null,
            markedAt: marked ? markedAt : null,
            startedAt: new Date(submittedAt.getTime() - rng.int(10, a.timeLimit ?? 80) * 60_000),
            submittedAt,
            accessCount: rng.weighted([
              [1, 12],
              [2, 4],
              [3, 1],
            ] as const),
            answers,
            speaking,
          };
        };
        const first = attempt(1, level, a.startAt);
        plans.push(first);
        // Below the minimum score the student is told to redo it; half of them already have.
        if (
          first.status === 'fail' &&
          !manual &&
          first.submittedAt!.getTime() + 2 * DAY < Math.min(+a.deadline, +now) &&
          rng.chance(0.5)
        ) {
          first.final = false;
          plans.push(attempt(2, Math.min(0.95, level + 0.2), first.submittedAt!));
        }
      }
    }
  }

  const examIds = await bulk.insertIds(
    userExams,
    plans.map((p) => ({
      assignmentId: p.assignment.id,
      studentId: p.studentId,
      attempt: p.attempt,
      status: p.status,
      startedAt: p.startedAt,
      submittedAt: p.submittedAt,
      accessCount: p.accessCount,
      score: p.score,
      ...keyedShare(p),
      comment: p.answers.find((x) => x.teacherComment)?.teacherComment ?? '',
      markedBy: p.markedBy,
      markedAt: p.markedAt,
      updatedAt: p.markedAt ?? p.submittedAt ?? p.startedAt ?? p.assignment.createdAt,
    })),
  );

  const answerRows = plans.flatMap((p, i) =>
    p.answers.map((x) => ({
      plan: p,
      answer: x,
      row: {
        userExamId: examIds[i]!,
        questionPartId: x.part.id,
        answer: x.answer,
        score: x.score,
        teacherComment: x.teacherComment,
        updatedAt: p.markedAt ?? p.submittedAt ?? p.startedAt!,
      },
    })),
  );
  const answerIds = await bulk.insertIds(
    userAnswers,
    answerRows.map((x) => x.row),
  );

  await bulk.insert(
    answerErrorTags,
    answerRows.flatMap(({ plan, answer }, i) =>
      answer.errors
        .filter((e) => (content.errorTagOwner[e.tag] ?? plan.markedBy) === plan.markedBy)
        .map((e) => ({
          answerId: answerIds[i]!,
          errorTagId: content.errorTagIds[e.tag]!,
          note: e.note,
          createdBy: plan.markedBy,
        })),
    ),
  );
  await bulk.insert(
    speakingScores,
    plans.flatMap((p, i) =>
      (p.speaking ?? []).map((m) => ({
        userExamId: examIds[i]!,
        criterion: m.criterion,
        band: m.band,
        score: m.score,
        markedBy: p.markedBy,
        createdAt: p.markedAt!,
      })),
    ),
  );
  await bulk.insert(
    scores,
    plans
      .filter((p) => p.final && p.score !== null)
      .map((p) => ({
        classId: p.assignment.cls.id,
        studentId: p.studentId,
        assignmentId: p.assignment.id,
        kind: p.assignment.kind === 'home_work' ? ('score_home_work' as const) : ('score_test' as const),
        value: p.score!,
        note: p.attempt > 1 ? `Lần làm thứ ${p.attempt}` : '',
        createdBy: p.markedBy ?? p.assignment.cls.teacherId,
        createdAt: p.markedAt!,
      })),
  );

  let answerIndex = 0;
  return plans.map((p, i) => ({
    id: examIds[i]!,
    assignment: p.assignment,
    studentId: p.studentId,
    attempt: p.attempt,
    status: p.status,
    score: p.score,
    markedBy: p.markedBy,
    markedAt: p.markedAt,
    answers: p.answers.map((x) => ({ ...x, id: answerIds[answerIndex++]! })),
  }));
}
