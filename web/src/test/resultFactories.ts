/**
 * Gateway objects of assignments, results and reviewed attempts for tests: `buildX(overrides)`, every
 * non-null field of the schema filled.
 */
type Obj = Record<string, unknown>;

let next = 500;
const id = () => String(next++);

export function buildResult(overrides: Obj = {}): Obj {
  return {
    id: id(),
    assignment: null,
    student: null,
    attempt: 1,
    status: 'PASS',
    statusLabel: 'DONE',
    belowMinScore: false,
    redoRequested: false,
    redoRequestedAt: null,
    redoNote: '',
    startedAt: '2026-09-20T12:00:00.000Z',
    submittedAt: '2026-09-20T12:40:00.000Z',
    accessCount: 1,
    score: 80,
    comment: '',
    markedAt: '2026-09-21T09:00:00.000Z',
    ...overrides,
  };
}

export function buildAssignment(overrides: Obj = {}): Obj {
  const n = id();
  return {
    id: n,
    class: null,
    exercise: {
      id: id(),
      name: 'Present perfect',
      topicGroup: 'GRAMMAR',
      scoringMode: 'AUTO',
      store: 'COMMON',
    },
    kind: 'HOME_WORK',
    title: `Bài tập ${n}`,
    tutorial: '',
    startAt: null,
    deadline: '2026-10-01T16:59:00.000Z',
    timeLimit: null,
    minScore: 50,
    maxScore: 100,
    maxAccesses: 3,
    examMode: false,
    maxAttempts: 3,
    reviewOptions: {
      answers: 'AFTER_SUBMIT',
      score: 'AFTER_SUBMIT',
      keys: 'AFTER_DEADLINE',
      feedback: 'AFTER_RETURN',
    },
    createdAt: '2026-09-01T00:00:00.000Z',
    stats: null,
    results: [],
    partFigures: [],
    ...overrides,
  };
}

/** An exam part as the student saw it. */
export function buildExamPart(overrides: Obj = {}): Obj {
  return {
    id: id(),
    position: 0,
    type: 'CHOICE_ONE_ANSWER',
    interaction: 'SINGLE_CHOICE',
    score: 1,
    content: {
      __typename: 'ChoiceContent',
      prompt: 'She ___ in Hanoi since 2019.',
      options: [
        { key: 'A', text: 'lives' },
        { key: 'B', text: 'has lived' },
        { key: 'C', text: 'is living' },
      ],
    },
    ...overrides,
  };
}

export function buildExamQuestion(parts: Obj[], overrides: Obj = {}): Obj {
  return {
    id: id(),
    title: 'Present perfect',
    type: 'CHOICE_ONE_ANSWER',
    interaction: 'SINGLE_CHOICE',
    instructions: 'Choose the best answer.',
    media: null,
    parts,
    ...overrides,
  };
}

/** A part's marks in a `Marking`: marked by a person, answered, not scored yet. */
export function buildPartMark(overrides: Obj = {}): Obj {
  return {
    partId: id(),
    markedBy: 'PERSON',
    maxScore: 1,
    weight: 1,
    answered: true,
    score: null,
    comment: '',
    errorTags: [],
    ...overrides,
  };
}

/** The marks of an attempt waiting for marking (`Marking`): its parts' marks, no draft. */
export function buildMarking(parts: Obj[], overrides: Obj = {}): Obj {
  return {
    attemptId: id(),
    status: 'WAITING_SCORE',
    score: null,
    comment: '',
    markedAt: null,
    parts,
    draft: null,
    ...overrides,
  };
}
