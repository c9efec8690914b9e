import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildExercise,
  buildFigures,
  buildQuestion,
  choicePart,
  matchingPart,
  textEntryPart,
} from '../../test/bankFactories';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const me = buildUser({ role: 'TEACHER', name: 'Phạm Thu Hà' });
const listening = buildQuestion({ title: 'Where the speaker lives', parts: [choicePart({ score: 1 }, 'B')] });
const gapFill = buildQuestion({
  title: 'Library gap fill',
  type: 'GAP_FILL',
  interaction: 'TEXT_ENTRY',
  topicGroup: 'VOCAB',
  instructions: 'Write ONE WORD for each answer.',
  parts: [textEntryPart({ score: 2 }, ['library'])],
});
const exercise = buildExercise({
  name: 'Unit 3 practice',
  owner: me,
  viewerCanWrite: true,
  audioPlays: 1,
  questions: [listening, gapFill],
  figures: buildFigures({
    questionCount: 2,
    partCount: 2,
    totalPoints: 3,
    partsKey: 2,
    shares: [
      { questionId: listening.id, points: 1, percent: 33.33 },
      { questionId: gapFill.id, points: 2, percent: 66.67 },
    ],
  }),
});

/**
 * Issue 25: a choice and a matching question whose options are both keyed A and B. Each shows its own,
 * through the app's own cache (an option's `key` is unique only within its part: docs/decisions.md).
 */
const phrasal = buildQuestion({
  title: 'Phrasal verbs',
  parts: [
    choicePart({
      content: {
        __typename: 'ChoiceContent',
        prompt: 'The meeting was ___ until Friday.',
        options: [
          { key: 'A', text: 'put off' },
          { key: 'B', text: 'put up' },
        ],
      },
      key: { __typename: 'ChoiceKey', correct: ['A'] },
    }),
  ],
});
const collocations = buildQuestion({
  title: 'Collocations',
  type: 'MATCHING',
  interaction: 'MATCHING',
  instructions: 'Match the verbs.',
  parts: [matchingPart()],
});
const alike = buildExercise({ name: 'Keys alike', owner: me, questions: [phrasal, collocations] });

describe('exercise preview and review', () => {
  it('shows the exercise as a student will, answerable, and checks the answers locally', async () => {
    const { user, calls } = renderApp({
      path: `/exercise/createExcercises/preview?id=${String(exercise.id)}`,
      role: 'TEACHER',
      viewer: me,
      gateway: { exercise: () => exercise },
    });
    expect(await screen.findByText('Câu 1: Where the speaker lives')).toBeInTheDocument();
    expect(screen.getByText('Câu 2: Library gap fill')).toBeInTheDocument();
    expect(screen.getByText('Write ONE WORD for each answer.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /In Da Nang/ }));
    await user.click(screen.getByRole('textbox', { name: 'Chỗ trống 1' }));
    await user.paste('  Library ');
    await user.click(screen.getByRole('switch', { name: 'Kiểm tra đáp án' }));
    expect(await screen.findByText('Đạt 3/3 điểm ở các ý chấm theo đáp án')).toBeInTheDocument();

    // A wrong choice loses that part's point; nothing was sent to the server.
    await user.click(screen.getByRole('radio', { name: /In Hue/ }));
    expect(await screen.findByText('Đạt 2/3 điểm ở các ý chấm theo đáp án')).toBeInTheDocument();
    // Nothing but the page's content, the session and the header bell's count was asked.
    const reads = ['ExerciseContentQuery', 'SessionViewerQuery', 'NotificationBellQuery'];
    expect(calls.filter((c) => !reads.includes(c.operationName))).toEqual([]);
    expect(screen.getByRole('link', { name: /Sửa/ })).toHaveAttribute(
      'href',
      `/exercise/teacher/createExcercises?id=${String(exercise.id)}`,
    );
  }, 240_000);

  it('reviews every part with its key, points, weight and marker, and the figures', async () => {
    renderApp({
      path: `/exercise/createExcercises/review?id=${String(exercise.id)}`,
      role: 'TEACHER',
      viewer: me,
      gateway: { exercise: () => exercise },
    });
    expect(await screen.findByText('B. In Da Nang')).toBeInTheDocument();
    expect(screen.getByText('(1) library')).toBeInTheDocument();
    expect(screen.getAllByText('Chấm theo đáp án').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('1 điểm · 33,33%')).toBeInTheDocument();
    expect(screen.getByText('2 điểm · 66,67%')).toBeInTheDocument();
    // How often the listening recording plays in the exam.
    expect(screen.getByText('Số lần nghe đoạn ghi âm')).toBeInTheDocument();
    expect(screen.getByText('Một lần')).toBeInTheDocument();
  }, 240_000);

  it('shows each question its own options and key where two parts key their options alike', async () => {
    const { user } = renderApp({
      path: `/exercise/createExcercises/preview?id=${String(alike.id)}`,
      role: 'TEACHER',
      viewer: me,
      gateway: { exercise: () => alike },
    });
    expect(await screen.findByText('Câu 2: Collocations')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /put off/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /put up/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /a decision/ })).toBeNull();
    expect(screen.getAllByRole('option', { name: 'a decision' })).toHaveLength(2);
    expect(screen.getAllByRole('option', { name: 'homework' })).toHaveLength(2);
    expect(screen.queryByRole('option', { name: /put off/ })).toBeNull();

    await user.click(screen.getByRole('link', { name: /Duyệt bài tập/ }));
    expect(await screen.findByText('A. put off')).toBeInTheDocument();
    expect(screen.getByText('1 → A. a decision; 2 → B. homework')).toBeInTheDocument();
  }, 240_000);
});
