import { buildQuestion, choicePart, textEntryPart } from './bankFactories';

/**
 * Gateway objects of the exam runner (schema/exams.graphql): an attempt with its exercise as the student
 * sees it, the class assignment it belongs to.
 */
type Obj = Record<string, unknown>;

let next = 900;
const id = () => String(next++);

export const SERVER_NOW = '2026-11-25T10:00:00.000Z';

export function buildAssignment(overrides: Obj = {}): Obj {
  return {
    id: id(),
    class: { id: '7', name: 'IELTS 6.5 tối 2-4-6' },
    exercise: { id: id(), name: 'Unit 3 test', topicGroup: 'READING' },
    kind: 'TEST',
    title: 'Kiểm tra giữa kỳ',
    tutorial: 'Làm bài trong 30 phút.',
    startAt: null,
    deadline: '2026-11-30T16:59:00.000Z',
    timeLimit: 30,
    minScore: 5,
    maxScore: 10,
    maxAccesses: 3,
    examMode: true,
    maxAttempts: 1,
    myAccommodation: null,
    reviewOptions: {
      answers: 'AFTER_SUBMIT',
      score: 'AFTER_RETURN',
      keys: 'AFTER_DEADLINE',
      feedback: 'AFTER_RETURN',
    },
    createdAt: SERVER_NOW,
    ...overrides,
  };
}

/** A single-choice part with its interaction, as an exam part. */
export function examChoicePart(overrides: Obj = {}): Obj & { id: string } {
  const part: Obj = { ...choicePart(), interaction: 'SINGLE_CHOICE', ...overrides };
  return part as Obj & { id: string };
}
export function examTextEntryPart(overrides: Obj = {}): Obj & { id: string } {
  const part: Obj = { ...textEntryPart(), interaction: 'TEXT_ENTRY', ...overrides };
  return part as Obj & { id: string };
}

export function buildExamQuestion(overrides: Obj = {}): Obj {
  return buildQuestion({ parts: [examChoicePart()], ...overrides });
}

export function buildAttempt(overrides: Obj = {}): Obj {
  const assignment = (overrides.assignment as Obj | undefined) ?? buildAssignment();
  return {
    id: id(),
    assignment,
    attempt: 1,
    status: 'UNFINISHED',
    startedAt: SERVER_NOW,
    endsAt: '2026-11-25T10:30:00.000Z',
    extraMinutes: 0,
    serverNow: SERVER_NOW,
    accessCount: 0,
    maxAccesses: 3,
    submittedAt: null,
    submitReason: null,
    score: null,
    belowMinScore: false,
    attemptsUsed: 1,
    attemptsAllowed: 1,
    mayStartAgain: false,
    exercise: {
      id: id(),
      name: 'Unit 3 test',
      topicGroup: 'LISTENING',
      audioPlays: 0,
      questions: [buildExamQuestion()],
    },
    answers: [],
    ...overrides,
  };
}
