import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import {
  SERVER_NOW,
  buildAssignment,
  buildAttempt,
  buildExamQuestion,
  examChoicePart,
} from '../../test/examFactories';
import { examGateway, heldOnSave, takePath } from '../../test/examGateway';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const student = buildUser({ role: 'STUDENT', name: 'Trần Thị Mai' });

describe('taking an exam', () => {
  it('introduces the rules, starts after the agreement, saves answers and submits to the score', async () => {
    const part = examChoicePart();
    const attempt = buildAttempt({
      exercise: {
        id: 'e0',
        name: 'Unit 3 test',
        topicGroup: 'LISTENING',
        audioPlays: 0,
        questions: [buildExamQuestion({ parts: [part] })],
      },
    });
    const partId = String(part.id);
    const { gateway, saves } = examGateway(attempt, {
      submitAttempt: () => ({
        attempt: { ...attempt, status: 'PASS', submittedAt: SERVER_NOW, submitReason: 'STUDENT', score: 10 },
        errors: [],
      }),
      attempt: () => ({
        ...attempt,
        status: 'PASS',
        submittedAt: SERVER_NOW,
        submitReason: 'STUDENT',
        score: 10,
      }),
    });
    const { user, calls, router } = renderApp({
      path: takePath(attempt),
      role: 'STUDENT',
      viewer: student,
      gateway,
    });

    expect(await screen.findByRole('heading', { name: 'Kiểm tra giữa kỳ' })).toBeInTheDocument();
    expect(screen.getByText('30 phút')).toBeInTheDocument();
    expect(screen.getByText('Thoát toàn màn hình 3 lần sẽ tự động nộp bài')).toBeInTheDocument();
    expect(screen.getByText(/Bài làm sẽ mở ở chế độ toàn màn hình/)).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Bắt đầu' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với các quy định này' }));
    await user.click(start);

    expect(await screen.findByRole('heading', { name: /Câu 1: Listening/ })).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).toEqual(
      expect.arrayContaining(['ExamAcceptRulesMutation', 'ExamStartAttemptMutation']),
    );
    // The runner has its own layout: no header, so no notification bell polling (issue 31 point 2).
    expect(calls.map((c) => c.operationName)).not.toContain('NotificationBellQuery');
    expect(screen.queryByRole('button', { name: /^Thông báo/ })).not.toBeInTheDocument();
    // 30 minutes by the server's clock, whatever this machine's date is.
    expect(screen.getByRole('timer', { name: /Thời gian còn lại: (30:00|29:5\d)/ })).toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
    await user.click(screen.getByRole('radio', { name: /In Hue/ }));
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(1));
    // Debounced: the two clicks within a second make one save, with the last choice.
    expect(saves[0]).toEqual({
      attemptId: String(attempt.id),
      answers: [{ partId, seq: 1, answer: { choice: { choices: ['C'] } } }],
    });
    expect(screen.getByRole('button', { name: /Đến câu 1 \(Đang làm, Đã trả lời\)/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Nộp ngay' }));
    expect(await screen.findByText('10 / 10')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/manageClass/7/exerciseWaitingFinish/${String(attempt.id)}`);
  }, 60_000);

  // Issue 25 point 6: homework demanded full screen and ticked "116:47:37" down to a deadline five days away.
  it('opens homework as a page: no full screen, no exits counted, the deadline as a date, save and leave', async () => {
    const part = examChoicePart();
    const assignment = buildAssignment({
      kind: 'HOME_WORK',
      title: 'Bài tập Unit 3',
      examMode: false,
      timeLimit: null,
      deadline: '2026-12-05T16:59:00.000Z',
    });
    const attempt = buildAttempt({
      assignment,
      endsAt: '2026-12-05T16:59:00.000Z',
      exercise: {
        id: 'e0',
        name: 'Unit 3',
        topicGroup: 'GRAMMAR',
        audioPlays: 0,
        questions: [buildExamQuestion({ parts: [part] })],
      },
    });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = requestFullscreen;
    const { gateway, saves } = examGateway(attempt, {
      recordExamExit: () => ({ attempt, errors: [] }),
    });
    const { user, calls, router } = renderApp({
      path: takePath(attempt),
      role: 'STUDENT',
      viewer: student,
      gateway,
    });

    expect(await screen.findByRole('heading', { name: 'Bài tập Unit 3' })).toBeInTheDocument();
    expect(screen.queryByText(/chế độ toàn màn hình/)).toBeNull();
    expect(screen.queryByText(/Thoát toàn màn hình/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/có thể lưu, thoát và quay lại làm tiếp/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));

    expect(await screen.findByRole('heading', { name: /Câu 1:/ })).toBeInTheDocument();
    expect(requestFullscreen).not.toHaveBeenCalled();
    expect(calls.map((c) => c.operationName)).not.toContain('ExamAcceptRulesMutation');
    // The deadline as the academy's date and time, no countdown, no full-screen banner.
    expect(screen.getByText('Hạn nộp: 05/12/2026 23:59')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Bài này được làm ở chế độ toàn màn hình.')).toBeNull();
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    expect(screen.queryByText(/Bạn đã thoát toàn màn hình/)).toBeNull();

    await user.click(await screen.findByRole('radio', { name: /In Hue/ }));
    await user.click(screen.getByRole('button', { name: 'Lưu và thoát' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageClass/7/manageClassDetail'));
    expect(saves.at(-1)?.answers).toEqual([
      { partId: String(part.id), seq: 1, answer: { choice: { choices: ['C'] } } },
    ]);
    expect(calls.map((c) => c.operationName)).not.toContain('ExamRecordExitMutation');
    delete (document.documentElement as { requestFullscreen?: unknown }).requestFullscreen;
  }, 60_000);

  it('shows the field error of a refused answer on its part', async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt, {
      saveAnswers: () => ({
        saved: [],
        attempt,
        errors: [{ field: 'answers.0.answer.choice.choices', messages: ['Lựa chọn không hợp lệ'] }],
      }),
    });
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
    expect(
      await screen.findByText('Câu trả lời này chưa được lưu: Lựa chọn không hợp lệ'),
    ).toBeInTheDocument();
  }, 60_000);

  it("stops when the server says time is up and says so in the specification's words", async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt, {
      saveAnswers: () => ({
        saved: [],
        attempt: { ...attempt, status: 'WAITING_SCORE', submittedAt: SERVER_NOW, submitReason: 'TIME_UP' },
        errors: [{ field: null, messages: ['Bạn đã hết thời gian làm bài'] }],
      }),
    });
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
    expect(await screen.findByText('Bạn đã hết thời gian làm bài')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Xem kết quả' })).toBeInTheDocument();
  }, 60_000);

  it('says clearly that the teacher paused the work (holding), not that it was submitted', async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt, heldOnSave(attempt));
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
    expect(
      await screen.findByText(/^Giáo viên đã tạm dừng bài này; hiện chưa thể làm tiếp\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Về trang lớp học' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xem kết quả' })).toBeNull();
    expect(screen.queryByText('Bài làm đã được nộp.')).toBeNull();
  }, 60_000);

  it('shows why the attempt cannot start', async () => {
    const attempt = buildAttempt({ assignment: buildAssignment({ title: 'Bài đã đóng' }) });
    const { gateway } = examGateway(attempt, {
      startAttempt: () => ({ attempt: null, errors: [{ field: null, messages: ['Bài đã quá hạn nộp'] }] }),
    });
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByText('Bài đã quá hạn nộp')).toBeInTheDocument();
  }, 60_000);

  it('tells the student the extra minutes of their accommodation, before and in the runner (issue 31 point 1)', async () => {
    const assignment = buildAssignment({ timeLimit: 40, myAccommodation: { extraMinutes: 10 } });
    const attempt = buildAttempt({ assignment, extraMinutes: 10 });
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    const limit = (await screen.findByText('Thời gian làm bài')).closest('div')!;
    expect(within(limit).getByText('Bạn có thêm 10 phút')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByRole('heading', { name: /Câu 1/ })).toBeInTheDocument();
    expect(screen.getByText('Bạn có thêm 10 phút')).toBeInTheDocument();
  }, 60_000);

  it('says no extra time on the introduction when the student has none', async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt);
    renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    expect(await screen.findByText('Thời gian làm bài')).toBeInTheDocument();
    expect(screen.queryByText(/Bạn có thêm/)).toBeNull();
  }, 60_000);

  it('refuses a recording of the wrong type before uploading it', async () => {
    const spoken = {
      id: 'sp1',
      position: 0,
      type: 'SPEAKING',
      interaction: 'SPOKEN_ANSWER',
      score: 1,
      content: {
        __typename: 'SpokenAnswerContent',
        prompt: 'Describe your home town',
        cueCard: [],
        prepareSeconds: 0,
        maxSeconds: 60,
      },
    };
    const attempt = buildAttempt({
      exercise: {
        id: 'e2',
        name: 'Speaking',
        topicGroup: 'SPEAKING',
        audioPlays: 0,
        questions: [
          buildExamQuestion({
            title: 'Part 2',
            type: 'SPEAKING',
            interaction: 'SPOKEN_ANSWER',
            parts: [spoken],
          }),
        ],
      },
    });
    const { gateway } = examGateway(attempt);
    let uploads = 0;
    server.use(
      http.post('*/lms-backend/api/upload/', () => {
        uploads += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    const input = await screen.findByLabelText('Hoặc tải tệp lên (mp3, m4a, wav)');
    // The picker's filter is a hint a student can switch off: the check runs on what was picked.
    fireEvent.change(input, { target: { files: [new File(['x'], 'answer.ogg', { type: 'audio/ogg' })] } });
    expect(await screen.findByText('Chỉ chấp nhận tệp âm thanh')).toBeInTheDocument();
    expect(uploads).toBe(0);
  }, 60_000);
});

describe('after submitting', () => {
  it('shows the keyed parts at once and how many parts wait for the teacher', async () => {
    const attempt = buildAttempt({
      status: 'WAITING_SCORE',
      submittedAt: SERVER_NOW,
      submitReason: 'STUDENT',
      keyedScore: 6,
      keyedMaxScore: 8,
      partsAwaitingMarker: 2,
    });
    renderApp({
      path: `/manageClass/7/exerciseWaitingFinish/${String(attempt.id)}`,
      role: 'STUDENT',
      viewer: student,
      gateway: { attempt: () => attempt },
    });
    expect(await screen.findByText('Điểm phần tự chấm')).toBeInTheDocument();
    expect(screen.getByText('6/8; 2 phần chờ giáo viên chấm')).toBeInTheDocument();
    expect(screen.queryByText('—')).toBeNull();
  }, 60_000);

  it("asks to redo work below the minimum with the specification's message", async () => {
    const attempt = buildAttempt({
      status: 'FAIL',
      submittedAt: SERVER_NOW,
      submitReason: 'STUDENT',
      score: 3,
      belowMinScore: true,
      mayStartAgain: true,
      attemptsAllowed: 2,
    });
    renderApp({
      path: `/manageClass/7/exerciseWaitingFinish/${String(attempt.id)}`,
      role: 'STUDENT',
      viewer: student,
      gateway: { attempt: () => attempt },
    });
    expect(
      await screen.findByText('Bài làm chưa đạt điểm tối thiểu để tổng kết, vui lòng làm lại'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Làm lại' })).toBeInTheDocument();
  }, 60_000);

  it('offers no redo once the attempts allowed are used, and says how many (issue 26)', async () => {
    const attempt = buildAttempt({
      status: 'FAIL',
      submittedAt: SERVER_NOW,
      submitReason: 'STUDENT',
      score: 0,
      belowMinScore: false,
      mayStartAgain: false,
      attemptsUsed: 1,
      attemptsAllowed: 1,
    });
    renderApp({
      path: `/manageClass/7/exerciseWaitingFinish/${String(attempt.id)}`,
      role: 'STUDENT',
      viewer: student,
      gateway: { attempt: () => attempt },
    });
    expect(await screen.findByText('Số lần làm')).toBeInTheDocument();
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Làm lại' })).not.toBeInTheDocument();
  }, 60_000);
});
