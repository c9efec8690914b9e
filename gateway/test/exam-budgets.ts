/** What the exam runner's operations work on: the class and assignment seeded, and the attempt started. */
export interface ExamIds {
  classId: string;
  assignmentId: string;
  attemptId: string;
  partId: string;
  /** The first option of that part as the attempt presents it (its keys are the attempt's own, issue 26). */
  optionKey: string;
  /** The recording of the attempt's first question: a clip played once. */
  mediaId: string;
}

interface ExamRun {
  variables: (ids: ExamIds) => Record<string, unknown>;
  /** Keeps the started attempt's ids for the runs after it. */
  keep?: (data: Record<string, unknown>, ids: ExamIds) => void;
  /** REST calls at most. */
  budget: number;
}

/**
 * The REST-call budget of every operation of the exam runner (web/src/features/exam), run in the order a
 * student's runner sends them, as the student, against the real backend
 * (integration/test/exams.integration.test.ts). Starting or resuming is at most 3 calls (issue 12); a save
 * is one.
 */
export const EXAM_BUDGETS: Record<string, ExamRun> = {
  ExamIntroQuery: { variables: (ids) => ({ classId: ids.classId }), budget: 4 },
  ExamAcceptRulesMutation: { variables: (ids) => ({ input: { assignmentId: ids.assignmentId } }), budget: 1 },
  ExamStartAttemptMutation: {
    variables: (ids) => ({ input: { assignmentId: ids.assignmentId } }),
    keep: (data, ids) => {
      const attempt = (data.startAttempt as { attempt: Record<string, any> }).attempt;
      ids.attemptId = String(attempt.id);
      ids.partId = String(attempt.exercise.questions[0].parts[0].id);
      ids.optionKey = String(attempt.exercise.questions[0].parts[0].content.options[0].key);
      // A clip played once carries no link before its play: its plays name it.
      const clip = attempt.exercise.questions[0];
      ids.mediaId = String(clip.media?.id ?? clip.plays?.mediaId ?? '');
    },
    budget: 3,
  },
  ExamSaveAnswersMutation: {
    variables: (ids) => ({
      input: {
        attemptId: ids.attemptId,
        answers: [{ partId: ids.partId, seq: 1, answer: { choice: { choices: [ids.optionKey] } } }],
      },
    }),
    budget: 1,
  },
  // The listening clip's play, held by the server (issue 30 point 3).
  ExamStartClipPlayMutation: {
    variables: (ids) => ({ input: { attemptId: ids.attemptId, mediaId: ids.mediaId } }),
    budget: 1,
  },
  ExamRecordExitMutation: {
    variables: (ids) => ({ input: { attemptId: ids.attemptId, eventId: 'budget-exit-1' } }),
    budget: 1,
  },
  ExamSubmitAttemptMutation: { variables: (ids) => ({ input: { attemptId: ids.attemptId } }), budget: 1 },
  ExamFinishQuery: { variables: (ids) => ({ id: ids.attemptId }), budget: 2 },
};

/**
 * The marking page's operations (issue 13, web/src/features/results/MarkAttemptPage.tsx), as the class's
 * teacher, on the attempt the runner's sequence submitted (exams.integration.test.ts).
 */
export const MARKING_BUDGETS: Record<string, ExamRun> = {
  MarkAttemptQuery: { variables: (ids) => ({ id: ids.attemptId }), budget: 7 },
  MarkingSaveDraftMutation: {
    variables: (ids) => ({
      input: { attemptId: ids.attemptId, comment: 'Well done', parts: [{ partId: ids.partId, score: 1 }] },
    }),
    budget: 1,
  },
  // The page's heartbeat while open, and its goodbye (issue 26 point 5).
  MarkingPresenceMutation: { variables: (ids) => ({ attemptId: ids.attemptId }), budget: 1 },
  LeaveMarkingMutation: { variables: (ids) => ({ attemptId: ids.attemptId }), budget: 1 },
  // The speaking page (markSpeaking/{attemptId}): the review, the marks and the rubric, then a band saved.
  MarkSpeakingQuery: { variables: (ids) => ({ id: ids.attemptId }), budget: 6 },
  SpeakingSaveRubricMutation: {
    variables: (ids) => ({
      input: { attemptId: ids.attemptId, marks: [{ criterion: 'pronunciation', band: '8-7' }] },
    }),
    budget: 1,
  },
  MarkingReturnMutation: { variables: (ids) => ({ input: { attemptId: ids.attemptId } }), budget: 1 },
  // Once returned, its marker asks for a redo (issue 13).
  RedoRequestMutation: {
    variables: (ids) => ({ input: { attemptId: ids.attemptId, note: 'Viết lại đoạn mở bài' } }),
    budget: 1,
  },
};
