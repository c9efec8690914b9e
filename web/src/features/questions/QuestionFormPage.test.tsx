import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { buildUser, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const addPath = (type: string) => `/questions/general/informationQuestions?store=teacher&type=${type}`;
const teacher = buildUser({ id: '7', role: 'TEACHER', name: 'Lê Minh Châu', email: 'chau@academy.test' });

/** A saved question as the gateway answers it. */
function buildQuestion(overrides: Record<string, unknown> = {}) {
  return {
    id: '41',
    title: 'Where the writer grew up',
    type: 'CHOICE_ONE_ANSWER',
    interaction: 'SINGLE_CHOICE',
    instructions: 'Read the passage and answer.',
    transcript: '',
    description: '',
    topicGroup: 'READING',
    store: 'PRIVATE',
    visibility: 'PRIVATE',
    owner: teacher,
    viewerCanWrite: true,
    media: null,
    tags: [],
    partCount: 1,
    answered: false,
    version: 1,
    supersededById: null,
    clonedFromId: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-21T02:00:00.000Z',
    parts: [
      {
        id: '90',
        position: 0,
        type: 'CHOICE_ONE_ANSWER',
        score: 1,
        weight: 1,
        content: {
          __typename: 'ChoiceContent',
          prompt: 'Where did the writer spend most of her childhood?',
          options: [
            { key: 'A', text: 'In a fishing village' },
            { key: 'B', text: 'In the capital' },
          ],
        },
        key: { __typename: 'ChoiceKey', correct: ['A'] },
      },
    ],
    ...overrides,
  };
}

const gateway = (extra: Record<string, unknown> = {}) => ({
  questionRegistry: {
    types: [],
    weights: [0.25, 0.5, 0.75, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    topicGroups: ['GRAMMAR', 'READING', 'OTHER'],
  },
  tags: page([{ id: '3', name: 'IELTS Reading', store: 'COMMON', createdAt: '2026-01-01T00:00:00.000Z' }]),
  question: () => buildQuestion(),
  ...extra,
});

const created = (input: Record<string, unknown>) => ({
  question: buildQuestion({ id: '77', title: input.title, type: input.type }),
  errors: [],
});

const base = {
  title: 'Câu hỏi mẫu',
  instructions: '',
  transcript: '',
  description: '',
  topicGroup: 'OTHER',
  visibility: 'PRIVATE',
  mediaId: null,
  tagIds: [],
};

/** One type of each interaction, the part its sample gives, and what the form sends for it. */
const CASES: { type: string; part: Record<string, unknown>; media?: boolean }[] = [
  {
    type: 'CHOICE_ONE_ANSWER',
    part: {
      score: 1,
      weight: 1,
      choice: {
        prompt: 'Where did the writer spend most of her childhood?',
        options: [
          { key: 'A', text: 'In a fishing village' },
          { key: 'B', text: 'In the capital' },
          { key: 'C', text: 'On a farm' },
        ],
        correct: ['A'],
      },
    },
  },
  {
    type: 'MULTIPLE_CHOICE',
    part: {
      score: 2,
      weight: 1,
      choice: {
        prompt: 'Which TWO reasons does the speaker give for moving house?',
        options: [
          { key: 'A', text: 'a new job' },
          { key: 'B', text: 'a larger garden' },
          { key: 'C', text: 'the noise of the traffic' },
          { key: 'D', text: 'the cost of the rent' },
        ],
        correct: ['A', 'C'],
      },
    },
  },
  {
    type: 'GAP_FILL',
    part: {
      score: 2,
      weight: 1,
      textEntry: {
        prompt: 'Complete the notes. Write NO MORE THAN TWO WORDS for each answer.',
        text: 'The museum opens at {{1}} on weekdays and the guided tour starts in the {{2}}.',
        blanks: [
          { key: '1', accepted: ['9 am', 'nine am', '9:00'] },
          { key: '2', accepted: ['main hall'] },
        ],
      },
    },
  },
  {
    type: 'MATCHING_HEADING',
    part: {
      score: 2,
      weight: 1,
      matching: {
        prompt: 'Choose the correct heading for each paragraph.',
        items: [
          { key: 'p1', text: 'Paragraph A' },
          { key: 'p2', text: 'Paragraph B' },
        ],
        options: [
          { key: 'i', text: 'The origins of the festival' },
          { key: 'ii', text: 'A change in public opinion' },
          { key: 'iii', text: 'Funding problems' },
        ],
        pairs: [
          { item: 'p1', option: 'i' },
          { item: 'p2', option: 'iii' },
        ],
      },
    },
  },
  {
    type: 'WORD_ORDER',
    part: {
      score: 1,
      weight: 1,
      ordering: {
        prompt: 'Put the words in the right order.',
        tokens: [
          { key: 'w1', text: 'never' },
          { key: 'w2', text: 'I' },
          { key: 'w3', text: 'have' },
          { key: 'w4', text: 'been' },
          { key: 'w5', text: 'there' },
        ],
        order: ['w2', 'w3', 'w1', 'w4', 'w5'],
      },
    },
  },
  {
    type: 'PICTURE_MARK',
    media: true,
    part: {
      score: 1,
      weight: 1,
      hotspot: {
        prompt: 'Mark the library on the map.',
        regions: [
          { key: 'library', x: 10, y: 20, width: 15, height: 10 },
          { key: 'cafe', x: 60, y: 60, width: 10, height: 10 },
        ],
        correct: ['library'],
      },
    },
  },
  {
    type: 'WRITING',
    part: {
      score: 9,
      weight: 1,
      writing: {
        prompt:
          'Some people think that museums should be free for everyone. To what extent do you agree or disagree?',
        minWords: 250,
        maxWords: null,
        sample: '',
      },
    },
  },
  {
    type: 'SPEAKING_IELT',
    part: {
      score: 9,
      weight: 1,
      spokenAnswer: {
        prompt: 'Describe a place you visited that you would like to go back to.',
        cueCard: [
          'where it is',
          'when you went there',
          'what you did there',
          'and explain why you would like to go back',
        ],
        prepareSeconds: 60,
        maxSeconds: 120,
        sample: '',
      },
    },
  },
  {
    type: 'PRONUNCIATION',
    part: {
      score: 1,
      weight: 1,
      spokenTarget: {
        prompt: 'Read the sentence aloud.',
        targetText: 'The weather was wonderful this weekend.',
        maxSeconds: 30,
      },
    },
  },
  {
    type: 'NONE',
    part: {
      score: 0,
      weight: 1,
      passage: {
        text: 'You should spend about 20 minutes on Questions 1-13, which are based on Reading Passage 1 below.',
      },
    },
  },
];

describe('the question form in add mode', () => {
  it.each(CASES)(
    'creates a $type question from its default body, sending its interaction’s field',
    async ({ type, part, media }) => {
      if (media)
        window.sessionStorage.setItem(
          `lms.questionDraft.${addPath(type)}`,
          JSON.stringify({
            ...base,
            title: '',
            type,
            tagIds: [],
            media: { id: '15', url: '/media/map.png', kind: 'IMG', originalName: 'map.png' },
            parts: [
              {
                uid: 'd1',
                score: 1,
                weight: 1,
                content: {
                  prompt: 'Mark the library on the map.',
                  // The form holds the domain's `id` where the input says `key`.
                  regions: (part.hotspot as { regions: { key: string }[] }).regions.map(({ key, ...r }) => ({
                    id: key,
                    ...r,
                  })),
                },
                answer: { correct: ['library'] },
              },
            ],
          }),
        );
      const { user, calls, router } = renderApp({
        path: addPath(type),
        role: 'TEACHER',
        viewer: teacher,
        gateway: gateway({
          createQuestion: ({ input }: { input: Record<string, unknown> }) => created(input),
        }),
      });
      await user.type(await screen.findByLabelText('Tiêu đề'), 'Câu hỏi mẫu');
      await user.click(screen.getByRole('button', { name: 'Tạo câu hỏi' }));
      await waitFor(() => expect(calls.some((c) => c.operationName === 'QuestionCreateMutation')).toBe(true));
      const sent = calls.find((c) => c.operationName === 'QuestionCreateMutation');
      expect(sent?.variables.input).toEqual({
        ...base,
        type,
        mediaId: media ? '15' : null,
        // The part names its own type: a question may mix them (an IELTS section).
        parts: [{ type, ...part }],
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/questions/teacher/questionDetail'));
      expect(router.state.location.search).toBe('?id=77');
    },
    90_000,
  );
});

describe('the question form’s address', () => {
  it('names a type written in lower case in words and sends it as that type (issue 25)', async () => {
    const { user, calls } = renderApp({
      path: addPath('gap_fill'),
      role: 'TEACHER',
      viewer: teacher,
      gateway: gateway({ createQuestion: ({ input }: { input: Record<string, unknown> }) => created(input) }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Câu hỏi mới: Điền vào chỗ trống' }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Tiêu đề'), 'Câu hỏi mẫu');
    await user.click(screen.getByRole('button', { name: 'Tạo câu hỏi' }));
    await waitFor(() => expect(calls.some((c) => c.operationName === 'QuestionCreateMutation')).toBe(true));
    const sent = calls.find((c) => c.operationName === 'QuestionCreateMutation');
    expect(sent?.variables.input).toMatchObject({ type: 'GAP_FILL' });
  }, 90_000);
});

describe('the question form’s refusals', () => {
  it('checks each part with its schema before sending, in Vietnamese then in English', async () => {
    const { user, calls } = renderApp({
      path: addPath('GAP_FILL'),
      role: 'TEACHER',
      viewer: teacher,
      gateway: gateway({ createQuestion: ({ input }: { input: Record<string, unknown> }) => created(input) }),
    });
    await user.click(await screen.findByRole('button', { name: /Chèn chỗ trống/ }));
    expect(await screen.findByLabelText('Đáp án được chấp nhận cho chỗ trống 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tạo câu hỏi' }));

    expect(await screen.findByText('Vui lòng nhập tiêu đề')).toBeInTheDocument();
    expect(screen.getByText('Chỗ trống này chưa có đáp án')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'QuestionCreateMutation')).toBe(false);

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('This blank has no accepted answer')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('vi'));
  }, 90_000);

  it('puts the server’s field errors under their fields and keeps what was typed', async () => {
    const { user, calls } = renderApp({
      path: addPath('CHOICE_ONE_ANSWER'),
      role: 'TEACHER',
      viewer: teacher,
      gateway: gateway({
        createQuestion: () => ({
          question: null,
          errors: [
            { field: 'title', messages: ['Tiêu đề này đã có trong kho của bạn'] },
            { field: 'parts.0.choice.correct', messages: ['Đáp án trỏ tới một lựa chọn không tồn tại'] },
            { field: 'parts.0.choice.options.1.text', messages: ['Nội dung quá dài'] },
            { field: null, messages: ['Ngân hàng câu hỏi đang bận'] },
          ],
        }),
      }),
    });
    await user.type(await screen.findByLabelText('Tiêu đề'), 'Thời thơ ấu của tác giả');
    const option = await screen.findByLabelText('Lựa chọn B');
    await user.clear(option);
    await user.type(option, 'Ở thủ đô');
    await user.click(screen.getByRole('radio', { name: 'Lựa chọn B đúng' }));
    await user.click(screen.getByRole('button', { name: 'Tạo câu hỏi' }));

    expect(await screen.findByText('Tiêu đề này đã có trong kho của bạn')).toBeInTheDocument();
    expect(screen.getByText('Đáp án trỏ tới một lựa chọn không tồn tại')).toBeInTheDocument();
    expect(screen.getByText('Nội dung quá dài')).toBeInTheDocument();
    expect(screen.getByText('Ngân hàng câu hỏi đang bận')).toBeInTheDocument();
    expect(screen.getByLabelText('Tiêu đề')).toHaveValue('Thời thơ ấu của tác giả');
    expect(screen.getByLabelText('Lựa chọn B')).toHaveValue('Ở thủ đô');
    expect(screen.getByLabelText('Lựa chọn B')).toHaveAttribute('aria-invalid', 'true');
    const sent = calls.find((c) => c.operationName === 'QuestionCreateMutation');
    expect(sent?.variables.input).toMatchObject({
      title: 'Thời thơ ấu của tác giả',
      parts: [
        {
          choice: {
            options: [
              { key: 'A', text: 'In a fishing village' },
              { key: 'B', text: 'Ở thủ đô' },
              { key: 'C', text: 'On a farm' },
            ],
            correct: ['B'],
          },
        },
      ],
    });
  }, 90_000);
});

describe('a saved question', () => {
  it('shows read-only in detail mode, with its preview, version and the copy button', async () => {
    const { user, calls } = renderApp({
      path: '/questions/general/questionDetail?id=41',
      role: 'TEACHER',
      viewer: teacher,
      gateway: gateway({
        question: () =>
          buildQuestion({
            store: 'COMMON',
            owner: buildUser({ role: 'ADMIN' }),
            viewerCanWrite: false,
            supersededById: '52',
            version: 3,
          }),
        copyQuestion: () => ({ question: buildQuestion({ id: '60', clonedFromId: '41' }), errors: [] }),
      }),
    });
    expect(await screen.findByLabelText('Tiêu đề')).toHaveValue('Where the writer grew up');
    expect(screen.getByLabelText('Tiêu đề')).toBeDisabled();
    expect(await screen.findByLabelText('Lựa chọn A')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lưu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sửa/ })).not.toBeInTheDocument();
    expect(screen.getByText('Câu hỏi này đã có phiên bản mới hơn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mở phiên bản mới hơn' })).toHaveAttribute(
      'href',
      '/questions/general/questionDetail?id=52',
    );
    const preview = screen.getByText('Xem trước như học viên').closest('.ant-card') as HTMLElement;
    expect(within(preview).getByText('In a fishing village')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Sao chép vào câu hỏi của tôi/ }));
    expect(await screen.findByText('Sao chép thành công')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'QuestionCopyMutation')?.variables.input).toEqual({
      questionId: '41',
    });
  }, 90_000);

  it('edits an answered question: warns, then opens the new version the server saved', async () => {
    const { user, calls, router } = renderApp({
      path: '/questions/teacher/editQuestion/?id=41',
      role: 'TEACHER',
      viewer: teacher,
      gateway: gateway({
        question: () => buildQuestion({ answered: true }),
        updateQuestion: ({ input }: { input: Record<string, unknown> }) => ({
          question: buildQuestion({ id: '58', version: 2, title: input.title }),
          errors: [],
        }),
      }),
    });
    expect(
      await screen.findByText(
        'Học viên đã làm câu hỏi này: lưu thay đổi phần học viên nhìn thấy sẽ tạo phiên bản mới.',
      ),
    ).toBeInTheDocument();
    const title = await screen.findByLabelText('Tiêu đề');
    await user.clear(title);
    await user.type(title, 'Tuổi thơ của tác giả');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=58'));
    expect(calls.find((c) => c.operationName === 'QuestionUpdateMutation')?.variables.input).toEqual({
      id: '41',
      title: 'Tuổi thơ của tác giả',
      type: 'CHOICE_ONE_ANSWER',
      instructions: 'Read the passage and answer.',
      transcript: '',
      description: '',
      topicGroup: 'READING',
      visibility: 'PRIVATE',
      mediaId: null,
      tagIds: [],
      parts: [
        {
          type: 'CHOICE_ONE_ANSWER',
          score: 1,
          weight: 1,
          choice: {
            prompt: 'Where did the writer spend most of her childhood?',
            options: [
              { key: 'A', text: 'In a fishing village' },
              { key: 'B', text: 'In the capital' },
            ],
            correct: ['A'],
          },
        },
      ],
    });
    expect(
      await screen.findByText('Đã lưu thành phiên bản 2: bài làm của học viên giữ phiên bản trước'),
    ).toBeInTheDocument();
  }, 90_000);
});
