import { SERVER_NOW } from './examFactories';

/**
 * The exam page tests' gateway (`features/exam/ExamPage*.test.tsx`): the class, the rules, the start and the
 * saves of one attempt, holding the newest seq per part as the backend does.
 */
type Obj = Record<string, unknown>;
export interface SaveInput {
  attemptId: string;
  answers: { partId: string; seq: number; answer: Obj }[];
}

/** The union member the server answers for an input. */
function held(answer: Obj): Obj {
  if (answer.choice) return { __typename: 'ChoiceAnswer', ...(answer.choice as Obj) };
  if (answer.textEntry) return { __typename: 'TextEntryAnswer', ...(answer.textEntry as Obj) };
  if (answer.writing) return { __typename: 'WritingAnswer', ...(answer.writing as Obj) };
  throw new Error('unexpected answer');
}

/** A gateway that holds the newest seq per part, as the backend does. */
export function examGateway(attempt: Obj, extra: Obj = {}) {
  const saves: SaveInput[] = [];
  const held_ = new Map<string, { seq: number; answer: Obj }>();
  const assignment = attempt.assignment as Obj;
  return {
    saves,
    held: held_,
    gateway: {
      class: () => ({ id: '7', name: 'IELTS 6.5', assignments: [assignment] }),
      acceptExamRules: () => ({ agreedAt: SERVER_NOW, errors: [] }),
      startAttempt: () => ({ attempt, errors: [] }),
      saveAnswers: ({ input }: { input: SaveInput }) => {
        saves.push(input);
        for (const a of input.answers) {
          const current = held_.get(a.partId);
          if (!current || current.seq < a.seq) held_.set(a.partId, { seq: a.seq, answer: a.answer });
        }
        return {
          saved: input.answers.map((a) => ({
            partId: a.partId,
            seq: held_.get(a.partId)!.seq,
            updatedAt: SERVER_NOW,
            answer: held(held_.get(a.partId)!.answer),
          })),
          attempt,
          errors: [],
        };
      },
      ...extra,
    },
  };
}

/** The page that takes the attempt. */
export const takePath = (attempt: Obj) =>
  `/manageClass/7/exerciseReview/${String((attempt.assignment as Obj).id)}`;

/** The gateway's answer to the first save once the teacher has paused the attempt (holding). */
export const heldOnSave = (attempt: Obj) => ({
  saveAnswers: () => ({
    saved: [],
    attempt: { ...attempt, status: 'HOLDING' },
    errors: [{ field: null, messages: ['Giáo viên đã tạm dừng bài này; hiện chưa thể làm tiếp'] }],
  }),
});
