import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildAttempt, buildExamQuestion, examChoicePart } from '../../test/examFactories';
import { examGateway, takePath } from '../../test/examGateway';
import { renderApp } from '../../test/renderApp';

const student = buildUser({ role: 'STUDENT', name: 'Trần Thị Mai' });

describe('taking an exam', () => {
  it("closes the phone's question drawer from inside it (it covers the bar's toggle)", async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('button', { name: 'Danh sách câu hỏi' }));
    const drawer = screen.getByRole('navigation', { name: 'Danh sách câu hỏi' });
    expect(drawer).toHaveClass('exam-nav-open');
    await user.click(within(drawer).getByRole('button', { name: 'Đóng danh sách câu hỏi' }));
    expect(drawer).not.toHaveClass('exam-nav-open');
  }, 60_000);

  it('lists the unanswered and flagged questions before submitting, each a way back to it', async () => {
    const questions = ['Hanoi', 'Hue', 'Da Nang'].map((title) =>
      buildExamQuestion({ title: `Listening: ${title}`, parts: [examChoicePart()] }),
    );
    const attempt = buildAttempt({
      exercise: { id: 'e4', name: 'Three clips', topicGroup: 'LISTENING', audioPlays: 0, questions },
    });
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));

    // Nothing answered yet: the summary says a blank paper fails.
    await user.click(await screen.findByRole('button', { name: 'Nộp bài' }));
    const blank = screen.getByRole('alertdialog');
    expect(within(blank).getByText('Còn 3 câu chưa trả lời:')).toBeInTheDocument();
    expect(
      within(blank).getByText('Bạn chưa trả lời câu nào: bài nộp trống được tính là chưa đạt.'),
    ).toBeInTheDocument();
    await user.click(within(blank).getByRole('button', { name: 'Làm tiếp' }));

    // Question 1 answered, question 2 flagged, question 3 left.
    await user.click(screen.getByRole('radio', { name: /In Da Nang/ }));
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Câu sau' }));
    await user.click(await screen.findByRole('button', { name: 'Đánh dấu xem lại' }));
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Còn 2 câu chưa trả lời:')).toBeInTheDocument();
    expect(within(dialog).getByText('1 câu đánh dấu xem lại:')).toBeInTheDocument();
    expect(within(dialog).queryByText(/bài nộp trống/)).toBeNull();
    const lists = within(dialog).getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2', '3']);
    expect(
      within(lists[1]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2']);

    // The link to question 3 goes there and closes the summary.
    await user.click(within(lists[0]!).getByRole('button', { name: 'Câu 3' }));
    expect(await screen.findByRole('heading', { name: /Câu 3: Listening: Da Nang/ })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 60_000);

  it("closes the phone's drawer when the submit summary opens; Escape closes the drawer, then the summary", async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    const drawer = screen.getByRole('navigation', { name: 'Danh sách câu hỏi' });
    const toggle = await screen.findByRole('button', { name: 'Danh sách câu hỏi' });

    await user.click(toggle);
    expect(drawer).toHaveClass('exam-nav-open');
    await user.keyboard('{Escape}');
    expect(drawer).not.toHaveClass('exam-nav-open');

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(drawer).not.toHaveClass('exam-nav-open');
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 60_000);
});
