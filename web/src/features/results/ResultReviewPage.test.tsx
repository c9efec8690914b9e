import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';
import { buildAssignment, buildExamPart, buildExamQuestion, buildResult } from '../../test/resultFactories';

const an = buildUser({ name: 'Nguyễn Văn An', role: 'STUDENT' });
const assignment = buildAssignment({
  id: '101',
  title: 'Unit 3 homework',
  maxScore: 10,
  minScore: 5,
  class: { id: '12', name: 'IELTS 6.5 - K12' },
  exercise: {
    id: '55',
    name: 'Grammar and vocabulary',
    topicGroup: 'GRAMMAR',
    scoringMode: 'AUTO',
    store: 'COMMON',
  },
});
const choice = buildExamPart({ id: 'p1', score: 2 });
const blanks = buildExamPart({
  id: 'p2',
  position: 1,
  type: 'GAP_FILL',
  interaction: 'TEXT_ENTRY',
  score: 2,
  content: {
    __typename: 'TextEntryContent',
    prompt: 'Complete the sentences.',
    text: 'I go to the [1] every day and read in the [2].',
    blanks: ['1', '2'],
  },
});
const essay = buildExamPart({
  id: 'p3',
  type: 'WRITING',
  interaction: 'EXTENDED_WRITING',
  score: 6,
  content: { __typename: 'WritingContent', prompt: 'Describe your home town.', minWords: 50, maxWords: 200 },
});
const grammar = buildExamQuestion([choice], { id: 'q1', title: 'Present perfect' });
const gaps = buildExamQuestion([blanks], {
  id: 'q2',
  title: 'Places',
  type: 'GAP_FILL',
  interaction: 'TEXT_ENTRY',
  instructions: 'Write ONE word.',
});
const writing = buildExamQuestion([essay], {
  id: 'q3',
  title: 'Home town',
  type: 'WRITING',
  interaction: 'EXTENDED_WRITING',
  instructions: '',
});

const answers = {
  p1: { __typename: 'ChoiceAnswer', choices: ['A'] },
  p2: {
    __typename: 'TextEntryAnswer',
    blanks: [
      { key: '1', value: 'gym' },
      { key: '2', value: 'library' },
    ],
  },
  p3: { __typename: 'WritingAnswer', text: 'My home town is Huế, an old city on the Perfume River.' },
};

function review({ returned }: { returned: boolean }) {
  const part = (
    p: Record<string, unknown>,
    extra: {
      score: number | null;
      key: unknown;
      detail?: unknown[];
      comment?: string;
      errorTags?: unknown[];
    },
  ) => ({
    part: p,
    answer: answers[p.id as keyof typeof answers],
    key: returned ? extra.key : null,
    score: returned ? extra.score : null,
    detail: returned ? (extra.detail ?? []) : [],
    comment: returned ? (extra.comment ?? '') : '',
    errorTags: returned ? (extra.errorTags ?? []) : [],
  });
  return {
    exerciseName: 'Grammar and vocabulary',
    keysShown: returned,
    hiddenReasons: { answers: null, score: null, keys: returned ? null : 'AFTER_RETURN', feedback: null },
    result: buildResult({
      id: '9001',
      status: returned ? 'FAIL' : 'WAITING_SCORE',
      statusLabel: returned ? 'DONE' : 'UNMARKED',
      belowMinScore: returned,
      score: returned ? 4.5 : null,
      markedAt: returned ? '2026-09-22T03:00:00.000Z' : null,
      comment: returned ? 'Ôn lại thì hiện tại hoàn thành.' : '',
      student: an,
      assignment,
    }),
    questions: [
      {
        question: grammar,
        transcript: '',
        parts: [part(choice, { score: 0, key: { __typename: 'ChoiceKey', correct: ['B'] } })],
      },
      {
        question: gaps,
        transcript: '',
        parts: [
          part(blanks, {
            score: 1,
            key: {
              __typename: 'TextEntryKey',
              blanks: [
                { key: '1', accepted: ['park'] },
                { key: '2', accepted: ['library'] },
              ],
            },
            detail: [
              { key: '1', right: false },
              { key: '2', right: true },
            ],
          }),
        ],
      },
      {
        question: writing,
        transcript: '',
        parts: [
          part(essay, {
            score: 3.5,
            key: { __typename: 'SampleKey', sample: 'Hanoi is the capital…' },
            comment: 'Cần thêm ví dụ cụ thể.',
            errorTags: [
              {
                errorTagId: '8',
                name: 'Underdeveloped ideas',
                link: 'https://example.org/ideas',
                note: 'đoạn 2',
              },
              { errorTagId: '9', name: 'Verb tense', link: '', note: '' },
            ],
          }),
        ],
      },
    ],
  };
}

const PATH = '/manageClass/12/resultReview/9001';

describe('/manageClass/{classId}/resultReview/{attemptId}', () => {
  it('says why the keys and the score are hidden, as the review options say (issue 26)', async () => {
    const hidden = {
      ...review({ returned: true }),
      keysShown: false,
      hiddenReasons: { answers: null, score: 'AFTER_RETURN', keys: 'AFTER_DEADLINE', feedback: null },
    };
    renderApp({ path: PATH, role: 'STUDENT', viewer: an, gateway: { attemptReview: () => hidden } });
    const note = await screen.findByRole('note');
    expect(within(note).getByText('Một số nội dung của bài chưa được hiển thị')).toBeInTheDocument();
    expect(within(note).getByText('Đáp án hiện sau hạn nộp')).toBeInTheDocument();
    expect(within(note).getByText('Điểm hiện khi bài được trả')).toBeInTheDocument();
  });

  it('shows a returned attempt: answers beside the keys, part scores, comments, total and status', async () => {
    const { calls } = renderApp({
      path: PATH,
      role: 'STUDENT',
      viewer: an,
      gateway: { attemptReview: () => review({ returned: true }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bài làm: Grammar and vocabulary' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'ResultReviewQuery')?.variables).toEqual({ id: '9001' });
    expect(screen.getByText('Đã trả bài')).toBeInTheDocument();
    expect(screen.getByText('Chưa đủ điểm')).toBeInTheDocument();
    expect(screen.getByText('4,5/10')).toBeInTheDocument();
    expect(screen.getByText('Ôn lại thì hiện tại hoàn thành.')).toBeInTheDocument();
    // The student's choice, checked, and the key beside it.
    expect(screen.getByRole('radio', { name: /lives/ })).toBeChecked();
    expect(screen.getByText(/B\. has lived/)).toBeInTheDocument();
    // Blanks: what was typed, right or wrong per blank, the accepted answers.
    expect(screen.getByDisplayValue('gym')).toBeInTheDocument();
    expect(screen.getByText(/park/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Sai|Đúng/ }).length).toBeGreaterThanOrEqual(2);
    // The written answer, its score out of the part's points, and the marker's comment.
    expect(screen.getByDisplayValue(/My home town is Huế/)).toBeInTheDocument();
    const marks = screen.getAllByRole('list', { name: 'Điểm từng câu' });
    expect(within(marks[0]!).getByText(/0\/2 điểm/)).toBeInTheDocument();
    expect(within(marks[2]!).getByText(/3,5\/6 điểm/)).toBeInTheDocument();
    expect(within(marks[2]!).getByText('Nhận xét: Cần thêm ví dụ cụ thể.')).toBeInTheDocument();
    // The mistakes tagged on the answer, each with its link to read about it.
    expect(within(marks[2]!).getByRole('link', { name: 'Underdeveloped ideas' })).toHaveAttribute(
      'href',
      'https://example.org/ideas',
    );
    expect(within(marks[2]!).getByText(/Verb tense/)).toBeInTheDocument();
    expect(within(marks[2]!).getByText(/đoạn 2/)).toBeInTheDocument();
    // Below the minimum: the specification's message and the way back to the runner.
    expect(
      screen.getByText('Bài làm chưa đạt điểm tối thiểu để tổng kết, vui lòng làm lại', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Làm lại/ })).toHaveAttribute(
      'href',
      '/manageClass/12/exerciseReview/101',
    );
    expect(screen.queryByText(/đang chờ chấm/)).toBeNull();
  }, 30_000);

  it('before the work is returned shows the answers only and says it waits for marking', async () => {
    renderApp({
      path: PATH,
      role: 'STUDENT',
      viewer: an,
      gateway: { attemptReview: () => review({ returned: false }) },
    });
    expect(await screen.findByText(/Bài làm đang chờ chấm/)).toBeInTheDocument();
    expect(screen.getByText('Chưa chấm')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /lives/ })).toBeChecked();
    expect(screen.getByDisplayValue('gym')).toBeInTheDocument();
    // No key, no verdict, no score, no comment.
    expect(screen.queryByText(/B\. has lived/)).toBeNull();
    expect(screen.queryByText(/park/)).toBeNull();
    expect(screen.queryByRole('img', { name: /Sai|Đúng/ })).toBeNull();
    expect(screen.queryByText(/\/10$/)).toBeNull();
    expect(screen.getAllByText(/Chưa có điểm/).length).toBe(3);
    expect(screen.queryByRole('link', { name: /Làm lại/ })).toBeNull();
  }, 30_000);

  it('shows staff the student and the class, in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderApp({ path: PATH, role: 'TEACHER', gateway: { attemptReview: () => review({ returned: true }) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Work: Grammar and vocabulary' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nguyễn Văn An')).toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(screen.getByText('Not enough points')).toBeInTheDocument();
    expect(screen.getByText("Teacher's comment")).toBeInTheDocument();
    // The runner is the student's: staff get no redo button.
    expect(screen.queryByRole('link', { name: /Redo/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'IELTS 6.5 - K12' })).toHaveAttribute(
      'href',
      '/manageClass/12/manageClassDetail?tab=exercise',
    );
  }, 30_000);

  it('shows each question its own options and key where a choice and a matching part key them alike', async () => {
    // Issue 25: both parts' options are keyed A and B; the cache keeps each part's own (docs/decisions.md).
    const verbs = buildExamPart({
      id: 'p4',
      type: 'MATCHING',
      interaction: 'MATCHING',
      score: 2,
      content: {
        __typename: 'MatchingContent',
        prompt: 'Match the verbs.',
        items: [
          { key: '1', text: 'make', x: null, y: null },
          { key: '2', text: 'do', x: null, y: null },
        ],
        options: [
          { key: 'A', text: 'a decision' },
          { key: 'B', text: 'homework' },
        ],
      },
    });
    const collocations = buildExamQuestion([verbs], {
      id: 'q4',
      title: 'Collocations',
      type: 'MATCHING',
      interaction: 'MATCHING',
      instructions: 'Match each verb.',
    });
    const returned = review({ returned: true });
    const matched = {
      part: verbs,
      answer: {
        __typename: 'MatchingAnswer',
        pairs: [
          { item: '1', option: 'A' },
          { item: '2', option: 'A' },
        ],
      },
      key: {
        __typename: 'MatchingKey',
        pairs: [
          { item: '1', option: 'A' },
          { item: '2', option: 'B' },
        ],
      },
      score: 1,
      detail: [
        { key: '1', right: true },
        { key: '2', right: false },
      ],
      comment: '',
      errorTags: [],
    };
    renderApp({
      path: PATH,
      role: 'STUDENT',
      viewer: an,
      gateway: {
        attemptReview: () => ({
          ...returned,
          questions: [returned.questions[0], { question: collocations, transcript: '', parts: [matched] }],
        }),
      },
    });
    expect(await screen.findByRole('radio', { name: /lives/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /has lived/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /a decision|homework/ })).toBeNull();
    expect(screen.getByText(/B\. has lived/)).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: 'a decision' })).toHaveLength(2);
    expect(screen.getAllByRole('option', { name: 'homework' })).toHaveLength(2);
    expect(screen.queryByRole('option', { name: /lives/ })).toBeNull();
    expect(screen.getByText('make: a decision')).toBeInTheDocument();
    expect(screen.getByText('do: homework')).toBeInTheDocument();
  }, 30_000);

  it('shows the not-found page for an attempt the gateway does not know', async () => {
    renderApp({ path: PATH, role: 'STUDENT', viewer: an, gateway: { attemptReview: () => null } });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
  }, 30_000);

  it('reports a problem with a question: an empty report is refused, then it is sent with its question and attempt', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp({
      path: PATH,
      role: 'STUDENT',
      viewer: an,
      gateway: {
        attemptReview: () => review({ returned: true }),
        reportProblem: ({ input }: { input: unknown }) => {
          sent.push(input);
          return { report: { id: '3', status: 'OPEN' }, errors: [] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Báo lỗi câu này: Câu 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Báo lỗi bài tập' });
    await user.click(within(dialog).getByRole('button', { name: 'Gửi báo lỗi' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Hãy mô tả vấn đề để học viện có thể sửa');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByLabelText('Đáp án có vẻ sai'));
    await user.type(within(dialog).getByLabelText('Mô tả vấn đề'), 'Ô thứ nhất chấp nhận cả "gym".');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi báo lỗi' }));
    expect(await screen.findByText('Cảm ơn bạn: báo lỗi đã được gửi')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        exerciseId: '55',
        questionId: 'q2',
        attemptId: '9001',
        kind: 'WRONG_KEY',
        content: 'Ô thứ nhất chấp nhận cả "gym".',
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it.each([
    '/manageClass/12/resultExercise/9001',
    '/manageClass/12/examReview/9001',
    '/manageClass/12/manageClassDetail/7/examResultView/9001/resultReview',
  ])(
    'is the same review at docs/product.md’s address %s',
    async (path) => {
      await act(() => i18n.changeLanguage('vi'));
      const { calls } = renderApp({
        path,
        role: 'TEACHER',
        gateway: { attemptReview: () => review({ returned: true }) },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Bài làm: Grammar and vocabulary' }),
      ).toBeInTheDocument();
      expect(calls.find((c) => c.operationName === 'ResultReviewQuery')?.variables).toEqual({ id: '9001' });
    },
    30_000,
  );
});
