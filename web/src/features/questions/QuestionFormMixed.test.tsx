import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const admin = buildUser({ id: '1', role: 'ADMIN', name: 'Quản trị viên', email: 'admin@academy.test' });
const EDIT = '/questions/general/editQuestion/?id=41';

const INTRO =
  'You should spend about 20 minutes on Questions 1–13. Questions 1–6: Do the following statements agree with the information given in the passage?';
const STATEMENTS: [string, string][] = [
  ['1. The first bicycle-like machine was moved by the rider’s feet on the ground.', 'true'],
  ['2. Drais built his machine because horses had become too expensive to buy.', 'false'],
  ['3. Pedals were first added to bicycles in England.', 'false'],
  ['4. The penny-farthing was popular with young men.', 'true'],
  ['5. Most penny-farthing riders were injured at least once a year.', 'not_given'],
  ['6. Dunlop’s tyres made bicycles more comfortable to ride.', 'true'],
];
const JUDGEMENTS = [
  { key: 'true', text: 'TRUE' },
  { key: 'false', text: 'FALSE' },
  { key: 'not_given', text: 'NOT GIVEN' },
];
const NOTES_PROMPT = 'Questions 7–13: Complete the notes. Choose NO MORE THAN TWO WORDS.';
const NOTES =
  'Safety bicycle: wheels of the same {{7}}; a {{8}} drove the back wheel.\nAir-filled tyres: introduced in {{9}}.';
const BLANKS = [
  { key: '7', accepted: ['size'] },
  { key: '8', accepted: ['chain'] },
  { key: '9', accepted: ['1888'] },
];

/** The seeded "IELTS Reading Passage 1" as the gateway answers it: an intro, six judgements, a blanks part. */
function mixedQuestion(overrides: Record<string, unknown> = {}) {
  return {
    id: '41',
    title: 'IELTS Reading Passage 1 — The history of the bicycle',
    type: 'TRUE_FALSE',
    interaction: 'SINGLE_CHOICE',
    instructions: 'The history of the bicycle …',
    transcript: '',
    description: 'Questions 1–13',
    topicGroup: 'READING',
    store: 'COMMON',
    visibility: 'PUBLIC',
    owner: null,
    viewerCanWrite: true,
    media: null,
    tags: [],
    partCount: 8,
    answered: false,
    version: 1,
    supersededById: null,
    clonedFromId: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-21T02:00:00.000Z',
    parts: [
      {
        id: '100',
        position: 0,
        type: 'NONE',
        score: 0,
        weight: 1,
        content: { __typename: 'PassageContent', text: INTRO },
        key: null,
      },
      ...STATEMENTS.map(([prompt, correct], i) => ({
        id: String(101 + i),
        position: 1 + i,
        type: 'TRUE_FALSE',
        score: 1,
        weight: 1,
        content: { __typename: 'ChoiceContent', prompt, options: JUDGEMENTS },
        key: { __typename: 'ChoiceKey', correct: [correct] },
      })),
      {
        id: '107',
        position: 7,
        type: 'SENTENCE_COMPLETION',
        score: 3,
        weight: 1,
        content: {
          __typename: 'TextEntryContent',
          prompt: NOTES_PROMPT,
          text: NOTES,
          blanks: ['7', '8', '9'],
        },
        key: { __typename: 'TextEntryKey', blanks: BLANKS },
      },
    ],
    ...overrides,
  };
}

/** What the form must send back for that question, part by part: each with its own type. */
const sentParts = (statements = STATEMENTS) => [
  { type: 'NONE', score: 0, weight: 1, passage: { text: INTRO } },
  ...statements.map(([prompt, correct]) => ({
    type: 'TRUE_FALSE',
    score: 1,
    weight: 1,
    choice: { prompt, options: JUDGEMENTS, correct: [correct] },
  })),
  {
    type: 'SENTENCE_COMPLETION',
    score: 3,
    weight: 1,
    textEntry: { prompt: NOTES_PROMPT, text: NOTES, blanks: BLANKS },
  },
];

const gateway = (updates: Record<string, unknown>[]) => ({
  questionRegistry: { types: [], weights: [0.25, 0.5, 0.75, 1, 2, 3], topicGroups: ['READING'] },
  tags: page([]),
  question: () => mixedQuestion(),
  updateQuestion: ({ input }: { input: Record<string, unknown> }) => {
    updates.push(input);
    return { question: mixedQuestion({ title: input.title }), errors: [] };
  },
});

const partRegion = (n: number, type: string) =>
  screen.findByRole('region', { name: `Phần ${n}: ${type}` }, { timeout: 10_000 });

/** Each part shows its own type's editor: the passage, a judgement, the notes with blanks. */
async function expectOwnEditors() {
  const intro = await partRegion(1, 'Hướng dẫn hoặc bài đọc');
  expect(await within(intro).findByLabelText('Nội dung')).toHaveValue(INTRO);
  expect(within(intro).queryByLabelText('Điểm')).not.toBeInTheDocument();
  for (const [i, [prompt, correct]] of STATEMENTS.entries()) {
    const judgement = await partRegion(i + 2, 'True / False / Not given');
    expect(await within(judgement).findByRole('radio', { name: `Lựa chọn ${correct} đúng` })).toBeChecked();
    expect(within(judgement).queryByLabelText('Đoạn văn có chỗ trống')).not.toBeInTheDocument();
    if (i !== 2) expect(within(judgement).getByLabelText('Câu hỏi')).toHaveValue(prompt);
  }
  const notes = await partRegion(8, 'Hoàn thành câu');
  expect(await within(notes).findByLabelText('Đoạn văn có chỗ trống')).toHaveValue(NOTES);
  expect(within(notes).getByLabelText('Đáp án được chấp nhận cho chỗ trống 8')).toBeInTheDocument();
  expect(within(notes).queryByRole('radio')).not.toBeInTheDocument();
}

afterEach(() => window.sessionStorage.clear());

describe('a question whose parts mix types (an IELTS section)', () => {
  it('shows each part with its own editor and saves it unchanged, every part’s type, content and key', async () => {
    const updates: Record<string, unknown>[] = [];
    const { user } = renderApp({ path: EDIT, role: 'ADMIN', viewer: admin, gateway: gateway(updates) });
    await expectOwnEditors();
    await user.click(screen.getByRole('button', { name: /Lưu$/ }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ id: '41', type: 'TRUE_FALSE' });
    expect(updates[0]!.parts).toEqual(sentParts());
  }, 180_000);

  it('edits a judgement, keeps the draft’s part types across a reload, and saves only that change', async () => {
    const updates: Record<string, unknown>[] = [];
    const first = renderApp({ path: EDIT, role: 'ADMIN', viewer: admin, gateway: gateway(updates) });
    const third = await partRegion(4, 'True / False / Not given');
    const statement = await within(third).findByLabelText('Câu hỏi');
    await first.user.clear(statement);
    await first.user.paste('3. Pedals were first added to bicycles in Scotland.');
    await first.user.click(within(third).getByRole('radio', { name: 'Lựa chọn not_given đúng' }));
    // The draft holds both changes (the text and the key) before the reload.
    await waitFor(() => {
      const saved = window.sessionStorage.getItem(`lms.questionDraft./questions/general/editQuestion/?id=41`);
      const third = (JSON.parse(saved ?? '{"parts":[]}') as { parts: Record<string, any>[] }).parts[3];
      expect(third?.content.prompt).toContain('Scotland');
      expect(third?.answer.correct).toBe('not_given');
    });

    // A reload in the same tab: the draft comes back, each part still of its own type.
    cleanup();
    const { user } = renderApp({ path: EDIT, role: 'ADMIN', viewer: admin, gateway: gateway(updates) });
    const again = await partRegion(4, 'True / False / Not given');
    await waitFor(() =>
      expect(within(again).getByLabelText('Câu hỏi')).toHaveValue(
        '3. Pedals were first added to bicycles in Scotland.',
      ),
    );
    expect(await partRegion(1, 'Hướng dẫn hoặc bài đọc')).toBeInTheDocument();
    expect(await partRegion(8, 'Hoàn thành câu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Lưu$/ }));
    await waitFor(() => expect(updates).toHaveLength(1));
    const changed = STATEMENTS.map(([prompt, correct], i): [string, string] =>
      i === 2 ? ['3. Pedals were first added to bicycles in Scotland.', 'not_given'] : [prompt, correct],
    );
    expect(updates[0]!.parts).toEqual(sentParts(changed));
  }, 180_000);

  it('adds a part of the question’s type, or a passage or another type chosen by the author', async () => {
    const updates: Record<string, unknown>[] = [];
    const { user } = renderApp({ path: EDIT, role: 'ADMIN', viewer: admin, gateway: gateway(updates) });
    await partRegion(8, 'Hoàn thành câu');
    await user.click(screen.getByRole('button', { name: /Thêm phần$/ }));
    const added = await partRegion(9, 'True / False / Not given');
    expect(await within(added).findByRole('radio', { name: 'Lựa chọn true đúng' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thêm phần dạng khác' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hướng dẫn hoặc bài đọc' }));
    const passage = await partRegion(10, 'Hướng dẫn hoặc bài đọc');
    await user.clear(await within(passage).findByLabelText('Nội dung'));
    await user.paste('Questions 14–15.');

    await user.click(screen.getByRole('button', { name: 'Thêm phần dạng khác' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Trắc nghiệm nhiều đáp án' }));
    expect(await partRegion(11, 'Trắc nghiệm nhiều đáp án')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Lưu$/ }));
    await waitFor(() => expect(updates).toHaveLength(1));
    const parts = updates[0]!.parts as { type: string; passage?: unknown }[];
    expect(parts.map((p) => p.type)).toEqual([
      'NONE',
      ...STATEMENTS.map(() => 'TRUE_FALSE'),
      'SENTENCE_COMPLETION',
      'TRUE_FALSE',
      'NONE',
      'MULTIPLE_CHOICE',
    ]);
    expect(parts[9]!.passage).toEqual({ text: 'Questions 14–15.' });
  }, 180_000);
});
