/**
 * Gateway objects of the question and exercise banks for tests (schema/bank.graphql), every non-null field
 * filled: `buildX(overrides)`.
 */
type Obj = Record<string, unknown>;

let next = 1000;
const id = () => String(next++);
const AT = '2026-09-01T02:00:00.000Z';

export function buildErrorTag(overrides: Obj = {}): Obj {
  return {
    id: id(),
    name: 'Grammar',
    link: '',
    isCommon: true,
    parent: null,
    children: [],
    manager: null,
    createdAt: AT,
    ...overrides,
  };
}

export function buildTag(overrides: Obj = {}): Obj {
  return { id: id(), name: 'IELTS Reading', store: 'COMMON', owner: null, createdAt: AT, ...overrides };
}

/** A single-choice part: options A, B, C; `correct` the right one. */
export function choicePart(overrides: Obj = {}, correct = 'B'): Obj {
  return {
    id: id(),
    position: 0,
    type: 'CHOICE_ONE_ANSWER',
    score: 1,
    weight: 1,
    content: {
      __typename: 'ChoiceContent',
      prompt: 'Where does the speaker live?',
      options: [
        { key: 'A', text: 'In Hanoi' },
        { key: 'B', text: 'In Da Nang' },
        { key: 'C', text: 'In Hue' },
      ],
    },
    key: { __typename: 'ChoiceKey', correct: [correct] },
    ...overrides,
  };
}

/** A matching part: items 1 and 2 matched with options A and B (the keys a choice part's options have too). */
export function matchingPart(overrides: Obj = {}): Obj {
  return {
    id: id(),
    position: 0,
    type: 'MATCHING',
    score: 2,
    weight: 1,
    content: {
      __typename: 'MatchingContent',
      prompt: 'Match each verb with what it goes with.',
      items: [
        { key: '1', text: 'make', x: null, y: null },
        { key: '2', text: 'do', x: null, y: null },
      ],
      options: [
        { key: 'A', text: 'a decision' },
        { key: 'B', text: 'homework' },
      ],
    },
    key: {
      __typename: 'MatchingKey',
      pairs: [
        { item: '1', option: 'A' },
        { item: '2', option: 'B' },
      ],
    },
    ...overrides,
  };
}

/** A text-entry part with one blank `1` accepting `accepted`. */
export function textEntryPart(overrides: Obj = {}, accepted = ['library']): Obj {
  return {
    id: id(),
    position: 0,
    type: 'GAP_FILL',
    score: 1,
    weight: 1,
    content: {
      __typename: 'TextEntryContent',
      prompt: 'Complete the sentence.',
      text: 'She studies in the {{1}} every evening.',
      blanks: ['1'],
    },
    key: { __typename: 'TextEntryKey', blanks: [{ key: '1', accepted }] },
    ...overrides,
  };
}

export function buildQuestion(overrides: Obj = {}): Obj {
  const parts = (overrides.parts as Obj[] | undefined) ?? [choicePart()];
  return {
    id: id(),
    title: 'Listening: where people live',
    type: 'CHOICE_ONE_ANSWER',
    interaction: 'SINGLE_CHOICE',
    instructions: 'Choose the correct letter, A, B or C.',
    description: '',
    topicGroup: 'LISTENING',
    store: 'COMMON',
    visibility: 'PUBLIC',
    owner: null,
    viewerCanWrite: false,
    media: null,
    tags: [],
    partCount: parts.length,
    answered: false,
    version: 1,
    supersededById: null,
    clonedFromId: null,
    parts,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function buildFigures(overrides: Obj = {}): Obj {
  return {
    questionCount: 0,
    partCount: 0,
    totalPoints: 0,
    byType: [],
    partsKey: 0,
    partsPerson: 0,
    partsSpeech: 0,
    partsNone: 0,
    shares: [],
    ...overrides,
  };
}

export function buildExercise(overrides: Obj = {}): Obj {
  return {
    id: id(),
    name: 'Unit 3 listening practice',
    topicGroup: 'LISTENING',
    scoringMode: 'AUTO',
    audioPlays: 0,
    store: 'PRIVATE',
    description: '',
    course: null,
    visibility: 'PRIVATE',
    owner: null,
    viewerCanWrite: false,
    questions: [],
    outdatedQuestionIds: [],
    types: [],
    tags: [],
    assigned: false,
    clonedFromId: null,
    figures: buildFigures(),
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}
