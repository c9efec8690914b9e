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
});
