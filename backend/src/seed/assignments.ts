import {
  assignments,
  presentationGroupMembers,
  presentationGroups,
  scores,
  type ASSIGNMENT_KINDS,
} from '../db/schema.js';
import {
  defaultMaxAttempts,
  defaultReviewOptions,
  examModeByDefault,
  PRESENTATION_BANDS,
  PRESENTATION_CRITERIA,
  presentationScore,
  presentationScoreNote,
  presentationTotal,
} from '@lms/domain';
import type { BulkInserter } from './bulk.js';
import { addDays, at, isoDateOf, notAfter } from './calendar.js';
import type { SeededClass } from './classes.js';
import type { SeededContent, SeededExercise } from './content.js';
import { createRng } from './random.js';

/** Homework, a test, a group presentation and an IELTS mock for every class that has started. */

type Kind = (typeof ASSIGNMENT_KINDS)[number];

export interface SeededAssignment {
  id: number;
  kind: Kind;
  cls: SeededClass;
  exercise: SeededExercise;
  startAt: Date;
  /** When the teacher set it up: when it opens, or before today for assignments scheduled ahead. */
  createdAt: Date;
  deadline: Date;
  /** Minutes, or null when untimed. */
  timeLimit: number | null;
  minScore: number;
  maxScore: number;
  maxAccesses: number;
}

/** Homework exercises of each class, in class order (the upcoming class has none yet). */
const HOMEWORK: readonly (readonly [string, string, string])[] = [
  ['visuals', 'vocab-env', 'listening-1'],
  ['reading-1', 'library', 'speaking-1-2'],
  ['ielts-reading-test', 'online-essay', 'speaking-1-2'],
  ['reading-2', 'dictation', 'speaking-1-2'],
  ['reading-2', 'vocab-env', 'writing-task2'],
  ['grammar-review', 'library', 'ielts-listening-test'],
  ['ed-endings', 'grammar-review', 'speaking-1-2'],
];

const TUTORIALS: Record<Kind, string> = {
  home_work:
    'Làm bài trên máy tính hoặc điện thoại, không dùng từ điển. Bài dưới điểm tối thiểu cần làm lại.',
  test: 'Bài kiểm tra giữa khóa làm tại lớp, chế độ toàn màn hình. Thoát toàn màn hình quá 3 lần bài sẽ tự nộp.',
  presentation: 'Mỗi nhóm 3–4 bạn, thuyết trình 5 phút. Nộp slide và kịch bản trước hạn.',
  ielt: 'Thi thử IELTS Writing trong 60 phút, chế độ toàn màn hình. Kết quả được giám khảo chấm theo band.',
};

interface Planned {
  kind: Kind;
  exercise: string;
  title: string;
  /** Where the deadline falls in the course, as a share of its sessions. */
  at: number;
  timeLimit: number | null;
  minScore: number;
  maxScore: number;
  tag: string | null;
}

function planFor(cls: SeededClass, homework: readonly string[], content: SeededContent): Planned[] {
  const ielts =
    cls.course === 'foundation' || cls.course === 'communication' ? 'writing-task2' : 'writing-full';
  return [
    ...homework.map((key, i): Planned => {
      const { scoringMode, parts } = content.exercises[key]!;
      const writes = parts.some((part) => part.type === 'writing');
      const fullTest = key.startsWith('ielts-');
      return {
        kind: 'home_work',
        exercise: key,
        title: `Homework ${i + 1}: ${content.exercises[key]!.name}`,
        at: [0.2, 0.4, 0.7][i]!,
        timeLimit: fullTest ? 60 : writes ? 45 : scoringMode !== 0 ? 20 : i === 1 ? null : 30,
        minScore: 50,
        maxScore: 100,
        tag: 'Homework',
      };
    }),
    {
      kind: 'test',
      exercise: 'midterm',
      title: 'Kiểm tra giữa khóa',
      at: 0.5,
      timeLimit: 90,
      minScore: 60,
      maxScore: 100,
      tag: 'Mock test',
    },
    {
      kind: 'presentation',
      exercise: 'presentation',
      title: 'Thuyết trình nhóm: My dream job',
      at: 0.8,
      timeLimit: null,
      minScore: 25,
      maxScore: 50,
      tag: null,
    },
    {
      kind: 'ielt',
      exercise: ielts,
      title: 'IELTS Writing mock test',
      at: 0.9,
      timeLimit: 60,
      minScore: 55,
      maxScore: 100,
      tag: 'Mock test',
    },
  ];
}

export async function seedAssignments(
  bulk: BulkInserter,
  today: string,
  classes: SeededClass[],
  content: SeededContent,
): Promise<SeededAssignment[]> {
  const planned = classes
    .filter((c) => c.phase !== 'upcoming')
    .flatMap((cls) =>
      planFor(cls, HOMEWORK[cls.index % HOMEWORK.length]!, content).map((p) => {
        const due = Math.min(Math.floor(cls.sessionDates.length * p.at), cls.sessionDates.length - 1);
        const opens = Math.max(due - 2, 0);
        const startAt = at(cls.sessionDates[opens]!, cls.studyTimeEnd.slice(0, 5));
        return {
          p,
          cls,
          startAt,
          createdAt: new Date(Math.min(+startAt, +at(addDays(today, -1), '21:30'))),
          deadline: at(cls.sessionDates[due]!, '23:59'),
        };
      }),
    );
  const ids = await bulk.insertIds(
    assignments,
    planned.map(({ p, cls, startAt, createdAt, deadline }) => ({
      classId: cls.id,
      exerciseId: content.exercises[p.exercise]!.id,
      kind: p.kind,
      title: p.title,
      tutorial: TUTORIALS[p.kind],
      tagId: p.tag ? content.tagIds[p.tag]! : null,
      startAt,
      deadline,
      timeLimit: p.timeLimit,
      minScore: p.minScore,
      maxScore: p.maxScore,
      maxAccesses: 3,
      examMode: examModeByDefault(p.kind),
      maxAttempts: defaultMaxAttempts(p.kind),
      reviewOptions: defaultReviewOptions(p.kind),
      createdBy: cls.teacherId,
      createdAt,
    })),
  );
  const seeded = planned.map(({ p, cls, startAt, createdAt, deadline }, i) => ({
    id: ids[i]!,
    kind: p.kind,
    cls,
    exercise: content.exercises[p.exercise]!,
    startAt,
    createdAt,
    deadline,
    timeLimit: p.timeLimit,
    minScore: p.minScore,
    maxScore: p.maxScore,
    maxAccesses: 3,
  }));
  await seedPresentations(
    bulk,
    today,
    seeded.filter((a) => a.kind === 'presentation'),
  );
  return seeded;
}

/** Groups of three or four active students; groups of past presentations are marked. */
async function seedPresentations(bulk: BulkInserter, today: string, list: SeededAssignment[]) {
  const rng = createRng('presentations');
  const groups = list.flatMap((a) => {
    const members = rng.shuffle(a.cls.roster.filter((m) => m.status === 'active').map((m) => m.studentId));
    const count = Math.max(1, Math.round(members.length / 3.5));
    const marked = a.deadline < at(today);
    return Array.from({ length: count }, (_, g) => {
      // Each criterion's band is drawn as a teacher's marks spread, then a point inside it.
      const rubric = marked
        ? PRESENTATION_CRITERIA.map((criterion) => {
            const band = rng.weighted<(typeof PRESENTATION_BANDS)[number]>([
              [PRESENTATION_BANDS[0], 3],
              [PRESENTATION_BANDS[1], 5],
              [PRESENTATION_BANDS[2], 2],
              [PRESENTATION_BANDS[3], 1],
            ] as const);
            return { criterion, band: band.key, point: rng.int(band.min, band.max) };
          })
        : [];
      const presentation = marked ? presentationScore(rubric) : null;
      const slide = marked ? rng.int(16, 40) / 2 : null;
      const script = marked ? rng.int(10, 30) / 2 : null;
      const markedAt = at(notAfter(addDays(isoDateOf(a.deadline), 2), addDays(today, -1)), '21:30');
      return {
        assignment: a,
        members: members.filter((_, m) => m % count === g),
        markedAt,
        row: {
          assignmentId: a.id,
          name: `Nhóm ${g + 1}`,
          rubric,
          presentationScore: presentation,
          slideScore: slide,
          scriptScore: script,
          markedBy: marked ? a.cls.teacherId : null,
          markedAt: marked ? markedAt : null,
          returnedAt: marked ? markedAt : null,
          createdAt: a.createdAt,
        },
      };
    });
  });
  const ids = await bulk.insertIds(
    presentationGroups,
    groups.map((g) => g.row),
  );
  await bulk.insert(
    presentationGroupMembers,
    groups.flatMap((g, i) =>
      g.members.map((studentId) => ({ groupId: ids[i]!, assignmentId: g.assignment.id, studentId })),
    ),
  );
  await bulk.insert(
    scores,
    groups
      .filter((g) => g.row.presentationScore !== null)
      .flatMap((g) =>
        g.members.map((studentId) => ({
          classId: g.assignment.cls.id,
          studentId,
          assignmentId: g.assignment.id,
          kind: 'score_presentation' as const,
          value: presentationTotal(g.row.presentationScore, g.row.slideScore, g.row.scriptScore)!,
          note: presentationScoreNote(g.row),
          createdBy: g.assignment.cls.teacherId,
          createdAt: g.markedAt,
        })),
      ),
  );
}
