import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../shared/session';
import { SessionContext } from '../../shared/session';
import { server } from '../../test/server';
import { ExportQuestionsButton } from './ExportQuestionsButton';
import { ImportQuestionsDialog } from './ImportQuestionsDialog';
import { exportPath } from './questionFiles';
import { loadCatalogueParts } from '../../app/i18n';

// Rendered alone, without the route that loads their texts (docs/testing.md).
beforeEach(() => loadCatalogueParts(['question-io']));

const session: Session = {
  status: 'signedIn',
  viewer: null,
  role: 'TEACHER',
  identified: true,
  login: vi.fn(),
  register: vi.fn(),
  logout: vi.fn(),
  accessToken: () => Promise.resolve('token-1'),
};

interface Sent {
  dryRun: string | null;
  authorization: string | null;
  language: string | null;
  fileName: string | undefined;
}

/** The backend's import route as the pass-through answers it; `answer` decides per request. */
function importRoute(answer: (dryRun: boolean) => Response) {
  const sent: Sent[] = [];
  server.use(
    http.post('*/lms-backend/api/import-data/', async ({ request }) => {
      const url = new URL(request.url);
      const form = await request.formData();
      const file = form.get('file');
      sent.push({
        dryRun: url.searchParams.get('dry_run'),
        authorization: request.headers.get('authorization'),
        language: request.headers.get('accept-language'),
        // jsdom's File and the fetch API's are two classes: read the name, not the class.
        fileName: typeof file === 'object' && file !== null ? file.name : undefined,
      });
      return answer(url.searchParams.get('dry_run') === 'true');
    }),
  );
  return sent;
}

const report = (over: object = {}) => ({
  dry_run: true,
  format: 'xlsx',
  rows: 3,
  valid: 3,
  questions: 2,
  errors: [],
  created_ids: [],
  ...over,
});

function renderDialog() {
  const onImported = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <SessionContext.Provider value={session}>
      <ImportQuestionsDialog open onClose={onClose} onImported={onImported} />
    </SessionContext.Provider>,
  );
  const choose = async (name = 'bank.xlsx') => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['PK\u0003\u0004 workbook'], name));
  };
  return { ...utils, user, onImported, onClose, choose };
}

describe('ImportQuestionsDialog', () => {
  it('shows the bad rows of the dry run (row, column, message) and commits nothing', async () => {
    const sent = importRoute(() =>
      HttpResponse.json(
        report({
          valid: 1,
          errors: [
            { row: 3, column: 'correct', message: 'Đáp án trỏ tới một lựa chọn không tồn tại' },
            { row: 4, column: 'type', message: 'Dạng câu hỏi không hợp lệ' },
          ],
        }),
      ),
    );
    const { choose, onImported } = renderDialog();
    await choose();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DòngCộtLỗi',
      '3correctĐáp án trỏ tới một lựa chọn không tồn tại',
      '4typeDạng câu hỏi không hợp lệ',
    ]);
    expect(
      screen.getByText('2/3 dòng có lỗi. Hãy sửa tệp rồi chọn lại; chưa có gì được lưu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nhập 2 câu hỏi/ })).toBeDisabled();
    // (jsdom's XHR, seen through msw, names every file part "blob"; browsers send the file's name.)
    expect(sent).toEqual([
      { dryRun: 'true', authorization: 'Bearer token-1', language: 'vi', fileName: expect.any(String) },
    ]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('after a clean dry run, "Import n questions" commits the same file and hands the new ids on', async () => {
    const sent = importRoute((dryRun) =>
      dryRun
        ? HttpResponse.json(report())
        : HttpResponse.json(report({ dry_run: false, created_ids: [41, 42] }), { status: 201 }),
    );
    const { user, choose, onImported, onClose } = renderDialog();
    await choose();
    expect(
      await screen.findByText('Mọi dòng đều hợp lệ: 2 câu hỏi từ 3 dòng sẵn sàng để nhập.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Nhập 2 câu hỏi/ }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith([41, 42]));
    expect(onClose).toHaveBeenCalled();
    expect(sent.map((s) => s.dryRun)).toEqual(['true', 'false']);
  });

  it('shows the server’s reason when it refuses the whole file (wrong type, too large)', async () => {
    importRoute(() =>
      HttpResponse.json(
        {
          code: 415,
          message:
            'Hãy nhập tệp Excel (.xlsx), tệp CSV, hoặc văn bản GIFT hay Aiken (.gift, .txt) mã hóa UTF-8',
        },
        { status: 415 },
      ),
    );
    const { choose } = renderDialog();
    await choose('notes.csv');
    expect(await screen.findByText(/Hãy nhập tệp Excel \(\.xlsx\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nhập 0 câu hỏi/ })).toBeDisabled();
  });

  it('a commit refused because of mistakes keeps the dialog open with its report', async () => {
    importRoute((dryRun) =>
      dryRun
        ? HttpResponse.json(report())
        : HttpResponse.json(
            {
              code: 400,
              message: 'Một số dòng có lỗi; chưa có câu hỏi nào được nhập',
              ...report({
                valid: 2,
                errors: [
                  {
                    row: 2,
                    column: 'tags',
                    message: 'Không có thẻ nào tên này trong kho của bạn; hãy tạo thẻ trước',
                  },
                ],
              }),
            },
            { status: 400 },
          ),
    );
    const { user, choose, onImported } = renderDialog();
    await choose();
    await user.click(await screen.findByRole('button', { name: /Nhập 2 câu hỏi/ }));
    expect(await screen.findByText('Một số dòng có lỗi; chưa có câu hỏi nào được nhập')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('tags')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });
});

describe('ExportQuestionsButton', () => {
  it('asks the export with the list’s filters in REST’s names, with the token', async () => {
    expect(
      exportPath('gift', {
        store: 'PRIVATE',
        ownerId: '7',
        types: ['GAP_FILL', 'NONE'],
        tagIds: ['3'],
        search: ' museum ',
      }),
    ).toBe(
      'question/export?format=gift&store=private&owner_id=7&types=gap_fill%2Cnull&tag_ids=3&search=museum',
    );
    let seen: { url: string; authorization: string | null } | null = null;
    server.use(
      http.get('*/lms-backend/api/question/export', ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('authorization') };
        return new HttpResponse('// lms', {
          headers: {
            'content-type': 'text/plain',
            'content-disposition': 'attachment; filename="questions.gift"',
          },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:questions');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    render(
      <SessionContext.Provider value={session}>
        <ExportQuestionsButton filters={{ store: 'COMMON', search: 'IELTS' }} />
      </SessionContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: /Xuất/ }));
    await user.click(await screen.findByText('GIFT (Moodle)'));
    await waitFor(() => expect(seen).not.toBeNull());
    expect(seen!.url).toContain('question/export?format=gift&store=common&search=IELTS');
    expect(seen!.authorization).toBe('Bearer token-1');
  });

  it('offers the two formats as a menu by the keyboard, and waits while the file downloads', async () => {
    let answer!: () => void;
    const asked = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/lms-backend/api/question/export', async () => {
        await asked;
        return new HttpResponse('xlsx', {
          headers: { 'content-disposition': 'attachment; filename="questions.xlsx"' },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:questions');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    render(
      <SessionContext.Provider value={session}>
        <ExportQuestionsButton filters={{ store: 'PRIVATE' }} />
      </SessionContext.Provider>,
    );
    const button = screen.getByRole('button', { name: /Xuất/ });
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Xuất' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Excel (.xlsx)', 'GIFT (Moodle)']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
    // One file at a time: the button waits until the answer is in.
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(button).toBeEnabled());
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});
