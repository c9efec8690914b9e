import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import type { RootResolvers } from '../../test/gateway';
import { renderApp, type RenderAppOptions } from '../../test/renderApp';
import {
  buildAssignment,
  buildExamPart,
  buildExamQuestion,
  buildMarking,
  buildPartMark,
  buildResult,
} from '../../test/resultFactories';

const an = buildUser({ id: '77', name: 'Nguyễn Văn An', role: 'STUDENT' });
const assignment = buildAssignment({
  id: '101',
  title: 'Speaking test',
  maxScore: 10,
  minScore: 5,
  class: { id: '12', name: 'IELTS 6.5 - K12' },
});
const talk = buildExamPart({
  id: 'p1',
  type: 'SPEAKING',
  interaction: 'SPOKEN_ANSWER',
  score: 8,
  content: {
    __typename: 'SpokenAnswerContent',
    prompt: 'Talk about your town.',
    cueCard: [],
    prepareSeconds: 0,
    maxSeconds: 120,
  },
});
const read = buildExamPart({
  id: 'p2',
  type: 'PRONUNCIATION',
  interaction: 'SPOKEN_TARGET',
  score: 2,
  content: {
    __typename: 'SpokenTargetContent',
    prompt: 'Read aloud.',
    targetText: 'The weather was wonderful this weekend.',
    maxSeconds: 30,
  },
});
const attemptReview = {
  exerciseName: 'Speaking practice',
  result: buildResult({
    id: '9001',
    status: 'WAITING_SCORE',
    statusLabel: 'UNMARKED',
    student: an,
    assignment,
  }),
  questions: [
    {
      question: buildExamQuestion([talk], {
        id: 'q1',
        title: 'My town',
        type: 'SPEAKING',
        interaction: 'SPOKEN_ANSWER',
      }),
      transcript: '',
      parts: [
        {
          part: talk,
          answer: { __typename: 'SpokenAnswer', media: { id: '31', url: '/media/31.wav' } },
          key: null,
          score: null,
          detail: [],
          comment: '',
          errorTags: [],
        },
      ],
    },
    {
      question: buildExamQuestion([read], {
        id: 'q2',
        title: 'Read aloud',
        type: 'PRONUNCIATION',
        interaction: 'SPOKEN_TARGET',
      }),
      transcript: '',
      parts: [
        {
          part: read,
          answer: { __typename: 'SpokenAnswer', media: { id: '32', url: '/media/32.wav' } },
          key: null,
          score: 1.67,
          detail: [],
          comment: '',
          errorTags: [],
        },
      ],
    },
  ],
};
const marking = buildMarking(
  [
    buildPartMark({ partId: 'p1', maxScore: 8 }),
    buildPartMark({ partId: 'p2', markedBy: 'SPEECH', maxScore: 2, score: 1.67 }),
  ],
  { attemptId: '9001' },
) as { parts: Record<string, unknown>[] } & Record<string, unknown>;
const speakingScore = (
  o: { status?: string; rubricScore?: number | null; engine?: string | null; answered?: boolean } = {},
) => ({
  attemptId: '9001',
  engine: o.engine === undefined ? 'pocketsphinx' : o.engine,
  rubric: [{ criterion: 'fluency_coherence', band: '8-7', points: 8 }],
  rubricParts: [{ partId: 'p1', maxScore: 8, answered: o.answered ?? true, score: o.rubricScore ?? null }],
  speech: [
    {
      partId: 'p2',
      targetText: 'The weather was wonderful this weekend.',
      maxScore: 2,
      status: o.status ?? 'SCORED',
      recognised: o.status && o.status !== 'SCORED' ? '' : 'the weather was wonderful weekend',
      match: o.status && o.status !== 'SCORED' ? null : 0.833,
      score: o.status && o.status !== 'SCORED' ? null : 1.67,
      words:
        o.status && o.status !== 'SCORED'
          ? []
          : ['the', 'weather', 'was', 'wonderful', 'this', 'weekend'].map((word) => ({
              word,
              said: word !== 'this',
            })),
      error: '',
    },
  ],
});
const PATH = '/manageClass/12/manageClassDetail/77/markSpeaking/9001';

/**
 * The speaking marking page of attempt 9001 for a teacher, over a gateway answering its review, its marks and
 * the speech scorer's results; `gateway` adds answers or replaces these.
 */
const renderSpeaking = (gateway: RootResolvers = {}, role: RenderAppOptions['role'] = 'TEACHER') =>
  renderApp({
    path: PATH,
    role,
    gateway: { attemptReview, marking: () => marking, speakingScore: () => speakingScore(), ...gateway },
  });

describe('/manageClass/{classId}/manageClassDetail/{studentId}/markSpeaking/{attemptId}', () => {
  it('plays recordings at a chosen speed, shows what the recogniser heard, saves bands and returns the work', async () => {
    const rubrics: unknown[] = [];
    const drafts: unknown[] = [];
    const returned: unknown[] = [];
    renderSpeaking({
      saveSpeakingRubric: ({ input }: { input: unknown }) => {
        rubrics.push(input);
        return { speakingScore: speakingScore({ rubricScore: 6 }), errors: [] };
      },
      saveMarkingDraft: ({ input }: { input: { parts: unknown[] } }) => {
        drafts.push(input);
        const parts = (input.parts as { partId: string; score: number }[]).map((p) => ({
          ...p,
          comment: '',
          errorTags: [],
        }));
        const draft = { comment: '', updatedAt: '2026-11-25T10:00:00.000Z', parts };
        return { marking: { ...marking, draft }, errors: [] };
      },
      returnAttempt: ({ input }: { input: unknown }) => {
        returned.push(input);
        return { marking: { ...marking, status: 'PASS', score: 7.5 }, errors: [] };
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bài nói: Speaking practice' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bộ nhận dạng giọng nói ngoại tuyến tích hợp (pocketsphinx)'),
    ).toBeInTheDocument();

    // Recordings, each with its own speed.
    const first = screen.getByLabelText<HTMLAudioElement>('Bản ghi âm phần 1');
    expect(first.getAttribute('src')).toBe('/media/31.wav');
    // Each recording with the prompt it answers.
    expect(first).toHaveAccessibleDescription('Đề bài: Talk about your town.');
    expect(screen.getByLabelText('Bản ghi âm phần 2')).toHaveAccessibleDescription('Đề bài: Read aloud.');
    const speeds = screen.getAllByRole('radiogroup', { name: 'Tốc độ phát' });
    expect(
      within(speeds[0]!)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['0.75×', '1×', '1.25×', '1.5×']);
    const user = userEvent.setup();
    await user.click(within(speeds[0]!).getByRole('radio', { name: '1.5×' }));
    expect(first.playbackRate).toBe(1.5);

    // The recogniser's words and suggested score; the read-aloud part starts from it.
    expect(screen.getByText('the weather was wonderful weekend')).toBeInTheDocument();
    expect(screen.getByText('Khớp 83%: điểm gợi ý 1,67 trên 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Điểm câu 2 (tối đa 2)')).toHaveValue(1.67);

    // Bands as radios per criterion: the one given comes checked.
    const fluency = screen.getByRole('radiogroup', { name: 'Độ trôi chảy và mạch lạc' });
    expect(within(fluency).getByRole('radio', { name: '8-7' })).toBeChecked();
    expect(
      within(fluency)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['10-9', '8-7', '6-5', '4-3', '2-1']);
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Vốn từ vựng' })).getByRole('radio', { name: '6-5' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Độ đa dạng và chính xác ngữ pháp' })).getByRole(
        'radio',
        { name: '6-5' },
      ),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Phát âm' })).getByRole('radio', { name: '6-5' }),
    );
    await user.click(screen.getByRole('button', { name: 'Lưu các mức' }));
    await waitFor(() =>
      expect(rubrics.at(-1)).toEqual({
        attemptId: '9001',
        marks: [
          { criterion: 'fluency_coherence', band: '8-7' },
          { criterion: 'lexical_resource', band: '6-5' },
          { criterion: 'grammatical_range_accuracy', band: '6-5' },
          { criterion: 'pronunciation', band: '6-5' },
        ],
      }),
    );
    // The speaking part's score follows the rubric.
    await waitFor(() => expect(screen.getByLabelText('Điểm câu 1 (tối đa 8)')).toHaveValue(6));

    // The marker overrides the suggested score, then returns the work.
    await user.clear(screen.getByLabelText('Điểm câu 2 (tối đa 2)'));
    await user.type(screen.getByLabelText('Điểm câu 2 (tối đa 2)'), '2');
    await user.click(screen.getByRole('button', { name: 'Trả bài' }));
    // The total first: (6 + 2) of 10 points, on the assignment's 10.
    const dialog = await screen.findByRole('dialog', { name: 'Trả bài cho Nguyễn Văn An?' });
    expect(within(dialog).getByText('Tổng điểm khi trả bài: 8/10')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Trả bài' }));
    await waitFor(() => expect(returned).toEqual([{ attemptId: '9001', confirmUnmarked: false }]));
    // Scores only: the parts' comments and error tags stay as the draft holds them (issue 26 point 5).
    expect(drafts.at(-1)).toEqual({
      attemptId: '9001',
      parts: [
        { partId: 'p1', score: 6 },
        { partId: 'p2', score: 2 },
      ],
    });
  }, 30_000);

  it('says why there is no suggested score, and refuses a score above the maximum before sending', async () => {
    const drafts: unknown[] = [];
    renderSpeaking(
      {
        marking: () => ({ ...marking, parts: [marking.parts[0], { ...marking.parts[1], score: null }] }),
        speakingScore: () => speakingScore({ status: 'NO_ENGINE', engine: null }),
        saveMarkingDraft: ({ input }: { input: unknown }) => {
          drafts.push(input);
          return { marking, errors: [] };
        },
      },
      'SPECIALIZE',
    );
    expect(
      await screen.findByText(/Không có điểm tự động: máy chủ này chưa cài bộ chấm phát âm/),
    ).toBeInTheDocument();
    expect(screen.getByText('Máy chủ này không có: các phần đọc to chờ bạn chấm')).toBeInTheDocument();
    const score = screen.getByLabelText('Điểm câu 2 (tối đa 2)');
    expect(score).toHaveValue(null);
    const user = userEvent.setup();
    await user.type(score, '3');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('Điểm của một phần từ 0 đến điểm tối đa của phần đó')).toBeInTheDocument();
    expect(drafts).toEqual([]);
    expect(score).toHaveValue(3);
  }, 30_000);

  it('leaves a speaking part without a recording out of the rubric: it says so and keeps its score empty', async () => {
    const silent = {
      ...attemptReview,
      questions: [
        {
          ...attemptReview.questions[0]!,
          parts: [
            { ...attemptReview.questions[0]!.parts[0]!, answer: { __typename: 'SpokenAnswer', media: null } },
          ],
        },
        attemptReview.questions[1]!,
      ],
    };
    renderSpeaking({
      attemptReview: silent,
      marking: () => ({ ...marking, parts: [{ ...marking.parts[0], answered: false }, marking.parts[1]] }),
      speakingScore: () => speakingScore({ answered: false }),
      // Even were a rubric score sent for it, a part without a recording does not take it.
      saveSpeakingRubric: () => ({
        speakingScore: speakingScore({ answered: false, rubricScore: 6 }),
        errors: [],
      }),
    });
    expect(await screen.findByText('Học viên không gửi bản ghi âm cho phần này.')).toBeInTheDocument();
    expect(
      screen.getByText('Học viên không trả lời câu này: 0 điểm nếu bạn không chấm.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    for (const criterion of ['Vốn từ vựng', 'Độ đa dạng và chính xác ngữ pháp', 'Phát âm'])
      await user.click(
        within(screen.getByRole('radiogroup', { name: criterion })).getByRole('radio', { name: '8-7' }),
      );
    await user.click(screen.getByRole('button', { name: 'Lưu các mức' }));
    expect(await screen.findByText(/Đã lưu các mức/)).toBeInTheDocument();
    expect(screen.getByLabelText('Điểm câu 1 (tối đa 8)')).toHaveValue(null);
  }, 30_000);

  it('says who else is marking the submission (issue 26 point 5)', async () => {
    renderSpeaking({
      markingPresence: {
        markers: [
          { markerId: '45', name: 'Nguyễn Văn A', seenAt: '2026-11-25T10:00:00.000Z' },
          { markerId: '46', name: 'Trần Thị B', seenAt: '2026-11-25T10:00:05.000Z' },
        ],
        errors: [],
      },
    });
    expect(
      await screen.findByText(
        'Nguyễn Văn A, Trần Thị B cũng đang chấm bài này: khi lưu, điểm được gộp theo từng câu; lần lưu sau cùng của một câu được giữ',
      ),
    ).toBeInTheDocument();
  }, 30_000);
});
