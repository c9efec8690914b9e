import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchingPart } from '../../test/bankFactories';
import { buildUser } from '../../test/factories';
import {
  buildAssignment,
  buildAttempt,
  buildExamQuestion,
  examChoicePart,
  examTextEntryPart,
} from '../../test/examFactories';
import { examGateway, heldOnSave, takePath } from '../../test/examGateway';
import { renderApp } from '../../test/renderApp';

const student = buildUser({ role: 'STUDENT', name: 'Trần Thị Mai' });

/** A gap-fill of `n` gaps numbered from `first`, as IELTS sections are written. */
const gaps = (n: number, first: number) =>
  examTextEntryPart({
    content: {
      __typename: 'TextEntryContent',
      prompt: 'Write ONE WORD AND/OR A NUMBER for each answer.',
      text: Array.from({ length: n }, (_, i) => `Line ${first + i}: {{${first + i}}}`).join('\n'),
      blanks: Array.from({ length: n }, (_, i) => String(first + i)),
    },
  });

/** An IELTS listening section: part 1 a gap-fill of 8 and two choices, part 2 a matching of 4 and 6 gaps. */
function ieltsListening() {
  const matching = {
    ...matchingPart(),
    interaction: 'MATCHING',
    content: {
      __typename: 'MatchingContent',
      prompt: 'Where does each activity take place?',
      items: ['walk', 'pond', 'carving', 'talk'].map((text, i) => ({
        key: `q${11 + i}`,
        text,
        x: null,
        y: null,
      })),
      options: ['gate', 'lake', 'tent'].map((text, i) => ({ key: `k${i}`, text })),
    },
  };
  const assignment = buildAssignment({
    kind: 'IELT',
    title: 'IELTS Listening',
    timeLimit: 32,
    exercise: { id: 'l1', name: 'IELTS Listening — Full test 1', topicGroup: 'LISTENING' },
  });
  return buildAttempt({
    assignment,
    exercise: {
      id: 'l1',
      name: 'IELTS Listening — Full test 1',
      topicGroup: 'LISTENING',
      audioPlays: 1,
      questions: [
        buildExamQuestion({
          title: 'Section 1',
          parts: [gaps(8, 1), examChoicePart(), examChoicePart()],
        }),
        buildExamQuestion({ title: 'Section 2', parts: [matching, gaps(6, 15)] }),
      ],
    },
  });
}

describe('an IELTS section in the runner', () => {
  it('numbers the questions across the parts and navigates by number, grouped by part', async () => {
    const attempt = ieltsListening();
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });

    // The introduction: the official time and the test's instructions, no score range out of 100.
    expect(await screen.findByText('30 phút, thêm 2 phút để kiểm tra câu trả lời')).toBeInTheDocument();
    expect(screen.getByText('Bài thi có 40 câu hỏi.')).toBeInTheDocument();
    expect(screen.queryByText(/Tối thiểu/)).toBeNull();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));

    expect(await screen.findByRole('heading', { name: 'Phần 1 · Câu 1–10' })).toBeInTheDocument();
    // The gap-fill of 8 is questions 1-8; the next choice is question 9, not "question 2".
    expect(await screen.findByText('Câu 1–8')).toBeInTheDocument();
    expect(screen.getByText('Câu 9')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Danh sách câu hỏi' });
    expect(await within(nav).findByRole('heading', { name: 'Phần 1: câu 1–10' })).toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: 'Phần 2: câu 11–20' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('button', { name: /^Đến câu \d+/ })).toHaveLength(20);

    // Answering gap 1 answers question 1 alone.
    await user.type(screen.getByRole('textbox', { name: /1/ }), 'Foster');
    await waitFor(() =>
      expect(
        within(nav).getByRole('button', { name: 'Đến câu 1 (Đang làm, Đã trả lời)' }),
      ).toBeInTheDocument(),
    );
    expect(within(nav).getByRole('button', { name: 'Đến câu 2 (Đang làm)' })).toBeInTheDocument();

    // Marked for review: the part's heading says so.
    await user.click(screen.getByRole('button', { name: 'Đánh dấu xem lại' }));
    expect(
      within(nav).getByRole('heading', { name: 'Phần 1: câu 1–10 · Đánh dấu xem lại' }),
    ).toBeInTheDocument();

    // Keyboard: arrows move along the numbers; a number opens its part.
    const first = within(nav).getByRole('button', { name: /^Đến câu 1 / });
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toHaveAccessibleName(/^Đến câu 20/);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toHaveAccessibleName(/^Đến câu 19/);
    await user.click(within(nav).getByRole('button', { name: /^Đến câu 11/ }));
    expect(await screen.findByRole('heading', { name: 'Phần 2 · Câu 11–20' })).toBeInTheDocument();
    expect(screen.getByText('Câu 11–14')).toBeInTheDocument();
    expect(screen.getByText('Câu 15–20')).toBeInTheDocument();

    // The summary names the IELTS numbers not answered and the part marked for review.
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    const summary = screen.getByRole('alertdialog');
    expect(within(summary).getByText('Còn 19 câu chưa trả lời:')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Câu 20' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Phần 1' })).toBeInTheDocument();
  }, 60_000);

  it('moves focus to the first field of the number clicked in the navigator', async () => {
    const attempt = ieltsListening();
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    const nav = await screen.findByRole('navigation', { name: 'Danh sách câu hỏi' });

    // Question 9, a choice: its first option.
    await user.click(await within(nav).findByRole('button', { name: /^Đến câu 9/ }));
    const choice = screen.getByText('Câu 9').closest<HTMLElement>('[role="group"]')!;
    await waitFor(() => expect(document.activeElement).toBe(within(choice).getAllByRole('radio')[0]));
    // Question 17, in another part: the gap of that number.
    await user.click(within(nav).getByRole('button', { name: /^Đến câu 17/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /17/ })));
    // Question 13, a matching's third item: its list.
    await user.click(within(nav).getByRole('button', { name: /^Đến câu 13/ }));
    const matching = screen.getByText('Câu 11–14').closest<HTMLElement>('[role="group"]')!;
    await waitFor(() => expect(document.activeElement).toBe(within(matching).getAllByRole('combobox')[2]));
  }, 60_000);

  it('a held section leads the candidate back to their IELTS page, not to a class they do not have', async () => {
    const attempt = ieltsListening();
    const { gateway } = examGateway(attempt, heldOnSave(attempt));
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.type(await screen.findByRole('textbox', { name: /1/ }), 'Foster');
    expect(await screen.findByText(/^Giáo viên đã tạm dừng bài này/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Về trang IELTS của tôi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /lớp học/ })).toBeNull();
  }, 60_000);

  it('finishes with "results after the check", then the raw score out of 40 and the band once published', async () => {
    const base = ieltsListening();
    const submitted = {
      ...base,
      status: 'PASS',
      submittedAt: '2026-11-25T10:31:00.000Z',
      submitReason: 'STUDENT',
    };
    const path = `/manageClass/7/exerciseWaitingFinish/${String(base.id)}`;
    const before = renderApp({
      path,
      role: 'STUDENT',
      viewer: student,
      gateway: { attempt: () => ({ ...submitted, ielts: { skill: 'LISTENING', raw: null, band: null } }) },
    });
    expect(await screen.findByText('Có kết quả sau khi chấm')).toBeInTheDocument();
    // Neither "Đạt" nor a score out of 100.
    expect(screen.queryByText('Đạt')).toBeNull();
    expect(screen.queryByText(/\/ 100|\/ 10\b/)).toBeNull();
    before.unmount();

    renderApp({
      path,
      role: 'STUDENT',
      viewer: student,
      gateway: {
        attempt: () => ({ ...submitted, score: 80, ielts: { skill: 'LISTENING', raw: 32, band: 7.5 } }),
      },
    });
    expect(await screen.findByText('32 / 40')).toBeInTheDocument();
    expect(screen.getByText('7,5')).toBeInTheDocument();
    expect(screen.queryByText('Có kết quả sau khi chấm')).toBeNull();
  }, 60_000);
});
