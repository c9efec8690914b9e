import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { paths } from '../../shared/paths';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

describe("a user's details", () => {
  it('shows the student status in the interface language, never its code (issue 10 item 13)', async () => {
    const shown = buildUser({ name: 'Lê Thị Hoa', studentStatus: 'studying' });
    renderApp({ path: paths.userDetail(String(shown.id)), role: 'ADMIN', gateway: { user: () => shown } });
    await waitFor(() => expect(screen.getByText('Đang học')).toBeInTheDocument());
    expect(screen.queryByText('studying')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(screen.getByText('Studying')).toBeInTheDocument());
    await act(() => i18n.changeLanguage('vi'));
  });

  it('shows a status an administrator typed as it was typed', async () => {
    const shown = buildUser({ name: 'Lê Thị Hoa', studentStatus: 'Chuyển lớp tối' });
    renderApp({ path: paths.userDetail(String(shown.id)), role: 'ADMIN', gateway: { user: () => shown } });
    await waitFor(() => expect(screen.getByText('Chuyển lớp tối')).toBeInTheDocument());
  });

  it('shows the student status by its label in the edit form', async () => {
    const shown = buildUser({ name: 'Lê Thị Hoa', studentStatus: 'reserved' });
    renderApp({ path: paths.userEdit(String(shown.id)), role: 'ADMIN', gateway: { user: () => shown } });
    await waitFor(() => expect(screen.getByText('Bảo lưu')).toBeInTheDocument());
    expect(screen.queryByText('reserved')).not.toBeInTheDocument();
  });

  it('lets an admin set a student’s standing accommodation, the server’s mistakes under their fields', async () => {
    const shown = buildUser({ name: 'Lê Thị Hoa', role: 'STUDENT' });
    const sent: unknown[] = [];
    const { user } = renderApp({
      path: paths.userDetail(String(shown.id)),
      role: 'ADMIN',
      gateway: {
        user: () => ({
          ...shown,
          accommodation: { extraTimePercent: null, extraTimeMinutes: null, extraAttempts: 0 },
        }),
        setStudentAccommodation: ({ input }: { input: Record<string, unknown> }) => {
          sent.push(input);
          return input.extraAttempts === 11
            ? {
                accommodation: null,
                errors: [{ field: 'extraAttempts', messages: ['Số lần làm thêm từ 0 đến 10'] }],
              }
            : {
                accommodation: { extraTimePercent: 25, extraTimeMinutes: null, extraAttempts: 0 },
                errors: [],
              };
        },
      },
    });
    expect(await screen.findByText('Điều chỉnh cho mọi bài kiểm tra')).toBeInTheDocument();
    const amount = await screen.findByLabelText('Thời gian thêm (phần trăm, 0 đến 200)');
    await user.clear(amount);
    await user.type(amount, '201');
    await user.click(screen.getByRole('button', { name: /Lưu/ }));
    expect(await screen.findByText('Thời gian thêm từ 0 đến 200 phần trăm')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: /Lưu/ }));
    await waitFor(() =>
      expect(sent).toEqual([
        { userId: String(shown.id), extraTimePercent: 25, extraTimeMinutes: null, extraAttempts: 0 },
      ]),
    );
    expect(await screen.findByText('Đã lưu điều chỉnh')).toBeInTheDocument();
  });

  it('shows no accommodation form to a teacher', async () => {
    const shown = buildUser({ name: 'Lê Thị Hoa', role: 'STUDENT' });
    renderApp({ path: paths.userDetail(String(shown.id)), role: 'TEACHER', gateway: { user: () => shown } });
    await waitFor(() => expect(screen.getByText('Lê Thị Hoa', { selector: 'h2' })).toBeInTheDocument());
    expect(screen.queryByText('Điều chỉnh cho mọi bài kiểm tra')).toBeNull();
  });
});
