import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { buildUser, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

interface Sent {
  dryRun: string | null;
  classId: FormDataEntryValue | null;
  fileName: string | undefined;
  language: string | null;
}

/** The backend's users import as the pass-through answers it; `answer` decides per request. */
function importRoute(answer: (dryRun: boolean) => Response) {
  const sent: Sent[] = [];
  server.use(
    http.post('*/lms-backend/api/users/import', async ({ request }) => {
      const url = new URL(request.url);
      const form = await request.formData();
      const file = form.get('file');
      sent.push({
        dryRun: url.searchParams.get('dry_run'),
        classId: form.get('class_id'),
        // jsdom's File and the fetch API's are two classes: read the name, not the class.
        fileName: typeof file === 'object' && file !== null ? file.name : undefined,
        language: request.headers.get('accept-language'),
      });
      return answer(url.searchParams.get('dry_run') === 'true');
    }),
  );
  return sent;
}

const report = (over: object = {}) => ({
  dry_run: true,
  rows: 3,
  new: 2,
  existing: [{ row: 4, email: 'da.co@academy.test', enrolled: false }],
  errors: [],
  created_ids: [],
  ...over,
});

const gateway = {
  users: () => page([buildUser({ name: 'Nguyễn Văn An' })]),
  classes: () => page([{ id: '7', name: 'Lớp A1' }]),
};

async function openDialog() {
  const app = renderApp({ path: '/manageUser/userLMS', role: 'ADMIN', gateway });
  await app.user.click(await screen.findByRole('button', { name: /Nhập người dùng/ }));
  const dialog = await screen.findByRole('dialog');
  const choose = async (name = 'users.csv') => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await app.user.upload(input, new File(['email\nan@academy.test\n'], name));
  };
  return { ...app, dialog, choose };
}

describe('importing users (issue 31 point 5)', () => {
  it('checks the file first, shows the counts and the existing e-mails, then imports', async () => {
    const sent = importRoute((dryRun) =>
      HttpResponse.json(dryRun ? report() : report({ dry_run: false, created_ids: [31, 32] }), {
        status: dryRun ? 200 : 201,
      }),
    );
    const { dialog, choose, user } = await openDialog();
    await choose();
    expect(
      await within(dialog).findByText('Tất cả các dòng hợp lệ: 2 người dùng mới trong 3 dòng'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('1 email đã có người dùng và sẽ không được tạo lại:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('da.co@academy.test')).toBeInTheDocument();
    expect(sent).toEqual([{ dryRun: 'true', classId: null, fileName: 'users.csv', language: 'vi' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Nhập 2 người dùng' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ dryRun: 'false', fileName: 'users.csv' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the row, column and message of each mistake, and cannot import such a file', async () => {
    importRoute(() =>
      HttpResponse.json(
        {
          code: 400,
          message: 'Some rows have mistakes; nothing was imported',
          ...report({
            new: 1,
            errors: [
              { row: 3, column: 'email', message: 'This e-mail is already on an earlier row of the file' },
            ],
          }),
        },
        { status: 400 },
      ),
    );
    const { dialog, choose } = await openDialog();
    await act(() => i18n.changeLanguage('en'));
    await choose();
    expect(
      await within(dialog).findByText('Some rows have mistakes; nothing was imported'),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table');
    expect(
      within(table).getByText('This e-mail is already on an earlier row of the file'),
    ).toBeInTheDocument();
    expect(within(table).getByText('email')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 users' })).toBeDisabled();
    await act(() => i18n.changeLanguage('vi'));
  });

  it('lists the existing students the import adds to the class, and imports a file of only those', async () => {
    const existing = [
      { row: 2, email: 'da.co@academy.test', enrolled: true },
      { row: 3, email: 'co.giao@academy.test', enrolled: false },
    ];
    const sent = importRoute((dryRun) =>
      HttpResponse.json(report({ dry_run: dryRun, rows: 2, new: 0, existing }), {
        status: dryRun ? 200 : 201,
      }),
    );
    const { dialog, choose, user } = await openDialog();
    await choose();
    expect(
      await within(dialog).findByText('1 người trong số đó là học viên và sẽ được thêm vào lớp:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('da.co@academy.test')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Thêm 1 học viên vào lớp' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByText('Đã thêm 1 học viên có sẵn vào lớp')).toBeInTheDocument();
  });
});
