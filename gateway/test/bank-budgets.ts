/** Ids the bank's operations work on: read from the demo bank, or kept from what an earlier run created. */
export interface BankIds {
  commonQuestion: string;
  ownQuestion: string;
  commonExercise: string;
  tag: string;
  errorTag: string;
  question: string;
  copiedQuestion: string;
  exercise: string;
  /** A returned attempt of the teacher's classes, its assignment and that assignment's exercise. */
  attempt: string;
  exam: string;
  examExercise: string;
}

interface BankRun {
  label?: string;
  as: 'admin' | 'teacher';
  variables?: (ids: BankIds) => Record<string, unknown>;
  /** Keeps an id of what the run created, for the runs after it. */
  keep?: (data: Record<string, unknown>, ids: BankIds) => void;
  /** REST calls at most. */
  budget: number;
}

/** The id of what a mutation's payload saved (`createTag { tag { id } }`). */
const savedId = (data: Record<string, unknown>): string => {
  const payload = Object.values(data)[0] as Record<string, unknown>;
  const saved = Object.values(payload).find((v) => v && typeof v === 'object' && 'id' in v) as { id: string };
  return saved.id;
};

/**
 * The REST-call budget of every bank operation of the web (web/src/gql), run as its page runs it against the
 * real backend and the demo bank (integration/test/bank-operations.integration.test.ts). Runs go in order:
 * creations first, then the edits, copies and deletions of what they made.
 */
export const BANK_BUDGETS: Record<string, BankRun[]> = {
  QuestionTypeChooserQuery: [{ as: 'teacher', budget: 1 }],
  QuestionFormOptionsQuery: [{ as: 'teacher', budget: 2 }],
  ManagerSelectQuery: [{ as: 'admin', budget: 1 }],
  QuestionListFiltersQuery: [{ as: 'admin', variables: () => ({ withOwners: true }), budget: 3 }],
  QuestionListQuery: [
    {
      label: 'a page of 50, searched',
      as: 'teacher',
      variables: () => ({ store: 'COMMON', search: 'ielts', page: 1, pageSize: 50 }),
      budget: 2,
    },
  ],
  QuestionPickerQuery: [{ as: 'teacher', variables: () => ({ store: 'PRIVATE', page: 1 }), budget: 4 }],
  QuestionFormQuery: [{ as: 'teacher', variables: (ids) => ({ id: ids.commonQuestion }), budget: 3 }],
  // A medium's fresh link, when an <img> or <audio> finds its link expired (issue 26 point 3): the demo
  // bank's first medium.
  FreshMediaQuery: [{ as: 'admin', variables: () => ({ id: '1' }), budget: 1 }],
  TagsPanelQuery: [{ as: 'admin', variables: () => ({ page: 1, pageSize: 15 }), budget: 2 }],
  ErrorTagTreeQuery: [
    { as: 'admin', variables: () => ({ isCommon: true, page: 1, pageSize: 15 }), budget: 3 },
  ],
  // The assign dialog (issue 12): the classes and tags to choose from, and the exercises searched.
  AssignDialogOptionsQuery: [{ as: 'teacher', variables: () => ({ withClasses: true }), budget: 3 }],
  AssignDialogExercisesQuery: [{ as: 'teacher', variables: () => ({ search: 'ielts' }), budget: 2 }],
  ExerciseListQuery: [
    { as: 'teacher', variables: () => ({ store: 'COMMON', page: 1, pageSize: 15 }), budget: 6 },
  ],
  ExerciseBuilderQuery: [
    { as: 'teacher', variables: (ids) => ({ id: ids.commonExercise, editing: true }), budget: 6 },
  ],
  ExerciseBuilderNewerQuery: [{ as: 'teacher', variables: (ids) => ({ id: ids.commonExercise }), budget: 3 }],
  ExerciseContentQuery: [{ as: 'teacher', variables: (ids) => ({ id: ids.commonExercise }), budget: 7 }],
  // Results (issue 12 item 6): the exam result page (the exercise, its assignments, one assignment's results,
  // students and per-part figures) and a returned attempt's review.
  ExamResultQuery: [
    {
      as: 'teacher',
      variables: (ids) => ({ exerciseId: ids.examExercise, examId: ids.exam, withExam: true }),
      // The exercise with its questions and parts (3), the assignments (2), the class and its students (2),
      // results, class figures, part figures (3): fixed, whatever the class size.
      budget: 10,
    },
  ],
  ResultReviewQuery: [
    {
      as: 'teacher',
      variables: (ids) => ({ id: ids.attempt }),
      // A returned attempt of the teacher's class answers with its questions, not null.
      keep: (data) => {
        const review = data.attemptReview as { questions: unknown[] } | null;
        if (!review?.questions.length) throw new Error('no review of a returned attempt');
      },
      budget: 6,
    },
  ],

  TagCreateMutation: [
    {
      as: 'teacher',
      variables: () => ({ input: { name: 'Budget tag' } }),
      keep: (data, ids) => (ids.tag = savedId(data)),
      budget: 1,
    },
  ],
  TagUpdateMutation: [
    {
      as: 'teacher',
      variables: (ids) => ({ input: { id: ids.tag, name: 'Budget tag, renamed' } }),
      budget: 1,
    },
  ],
  TagDeleteMutation: [{ as: 'teacher', variables: (ids) => ({ input: { id: ids.tag } }), budget: 1 }],
  ErrorTagCreateMutation: [
    {
      as: 'teacher',
      variables: () => ({ input: { name: 'Budget error tag' } }),
      keep: (data, ids) => (ids.errorTag = savedId(data)),
      budget: 1,
    },
  ],
  ErrorTagUpdateMutation: [
    {
      as: 'teacher',
      variables: (ids) => ({ input: { id: ids.errorTag, link: 'https://academy.test/errors/budget' } }),
      budget: 1,
    },
  ],
  ErrorTagDeleteMutation: [
    { as: 'teacher', variables: (ids) => ({ input: { id: ids.errorTag } }), budget: 1 },
  ],
  QuestionCreateMutation: [
    {
      as: 'teacher',
      variables: () => ({
        input: {
          title: 'Budget question',
          type: 'GAP_FILL',
          parts: [
            { textEntry: { text: 'The museum opens at {{1}}.', blanks: [{ key: '1', accepted: ['nine'] }] } },
          ],
        },
      }),
      keep: (data, ids) => (ids.question = savedId(data)),
      budget: 2,
    },
  ],
  QuestionUpdateMutation: [
    {
      as: 'teacher',
      variables: (ids) => ({ input: { id: ids.question, title: 'Budget question, edited' } }),
      budget: 2,
    },
    {
      // Parts that name their own types (a mixed section): no read of the question first.
      as: 'teacher',
      variables: (ids) => ({
        input: {
          id: ids.question,
          parts: [
            { type: 'NONE', passage: { text: 'Read the notes.' } },
            {
              type: 'SENTENCE_COMPLETION',
              textEntry: { text: 'The museum opens at {{1}}.', blanks: [{ key: '1', accepted: ['nine'] }] },
            },
          ],
        },
      }),
      budget: 2,
    },
  ],
  QuestionCopyMutation: [
    {
      as: 'teacher',
      variables: (ids) => ({ input: { questionId: ids.commonQuestion } }),
      keep: (data, ids) => (ids.copiedQuestion = savedId(data)),
      budget: 2,
    },
  ],
  ExerciseCreateMutation: [
    {
      as: 'teacher',
      variables: (ids) => ({
        input: { name: 'Budget exercise', questionIds: [ids.question, ids.commonQuestion] },
      }),
      keep: (data, ids) => (ids.exercise = savedId(data)),
      budget: 1,
    },
  ],
  ExerciseUpdateMutation: [
    {
      as: 'teacher',
      variables: (ids) => ({ input: { id: ids.exercise, name: 'Budget exercise, edited' } }),
      budget: 1,
    },
  ],
  ExerciseCopyMutation: [
    { as: 'teacher', variables: (ids) => ({ input: { exerciseId: ids.commonExercise } }), budget: 1 },
  ],
  ExerciseDeleteMutation: [
    { as: 'teacher', variables: (ids) => ({ input: { id: ids.exercise } }), budget: 1 },
  ],
  QuestionDeleteMutation: [
    { as: 'teacher', variables: (ids) => ({ input: { id: ids.copiedQuestion } }), budget: 1 },
  ],
};
