import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const KINDS = [
  'ASSIGNED',
  'DEADLINE_SOON',
  'RETURNED',
  'REDO',
  'JOIN_APPROVED',
  'JOIN_REFUSED',
  'IELTS_STATUS',
];

function settings() {
  const saved: Record<string, unknown>[] = [];
  let current = {
    kinds: KINDS.map((kind) => ({ kind, channel: 'BOTH' })),
    dailyDigest: false,
    language: 'vi',
  };
  return {
    saved,
    gateway: {
      notificationPreferences: () => current,
      updateNotificationPreferences: ({ input }: { input: Record<string, unknown> }) => {
        saved.push(input);
        if (input.language === 'fr')
          return {
            notificationPreferences: null,
            errors: [{ field: 'language', messages: ['Ngôn ngữ phải là vi hoặc en'] }],
          };
        current = { ...current, ...(input as typeof current) };
        return { notificationPreferences: current, errors: [] };
      },
    },
  };
}

const cardOf = async () =>
  (await screen.findByText('Nơi nhận từng loại')).closest('.ant-card, .lms-card, form') as HTMLElement;

describe('notification settings card', () => {
  it('saves a channel per kind, the daily digest and the mail language', async () => {
    const { gateway, saved } = settings();
    const { user } = renderApp({ path: '/profile', role: 'STUDENT', gateway });
    const card = await cardOf();
    const assigned = within(card).getByRole('radiogroup', { name: 'Có bài mới được giao' });
    expect(within(assigned).getByRole('radio', { name: 'Ứng dụng và e-mail' })).toBeChecked();
    await user.click(within(assigned).getByText('Chỉ e-mail'));
    await user.click(
      within(within(card).getByRole('radiogroup', { name: 'Yêu cầu vào lớp bị từ chối' })).getByText(
        'Không nhận',
      ),
    );
    await user.click(within(card).getByRole('switch', { name: /Gộp thành một e-mail tóm tắt/ }));
    await user.click(
      within(within(card).getByRole('radiogroup', { name: 'Ngôn ngữ của e-mail' })).getByText('English'),
    );
    await user.click(within(card).getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      kinds: KINDS.map((kind) => ({
        kind,
        channel: kind === 'ASSIGNED' ? 'EMAIL' : kind === 'JOIN_REFUSED' ? 'NONE' : 'BOTH',
      })),
      dailyDigest: true,
      language: 'en',
    });
    expect(await screen.findByText('Đã lưu cài đặt thông báo')).toBeInTheDocument();
  });

  it('shows the server’s mistake under its field', async () => {
    const { gateway } = settings();
    const base = gateway.updateNotificationPreferences;
    // As if the form had sent a language the server refuses.
    gateway.updateNotificationPreferences = ({ input }) => base({ input: { ...input, language: 'fr' } });
    const { user } = renderApp({ path: '/profile', role: 'TEACHER', gateway });
    const card = await cardOf();
    await user.click(within(card).getByRole('button', { name: 'Lưu' }));
    const language = within(card)
      .getByRole('radiogroup', { name: 'Ngôn ngữ của e-mail' })
      .closest('.form-item');
    expect(await within(language as HTMLElement).findByRole('alert')).toHaveTextContent(
      'Ngôn ngữ phải là vi hoặc en',
    );
    expect(within(card).queryByText('Đã lưu cài đặt thông báo')).not.toBeInTheDocument();
  });
});
