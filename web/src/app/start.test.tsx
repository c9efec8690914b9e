import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuth } from '../test/fakeAuth';
import { buildUser } from '../test/factories';
import type { GatewayCall } from '../test/gateway';
import { mockGateway } from '../test/gateway';
import { server } from '../test/server';
import type { Started } from './start';
import { startApp, startRoutePage } from './start';
import { prefetchRoutePage } from './earlyQueries';
import { routes } from './routes';
import { DEFAULT_CONSTANTS } from '../shared/constants';
import type { DocumentNode } from 'graphql';

const constantsAt = (body: object | null) =>
  http.get(new URL('/constant_static.json', window.location.origin).href, () =>
    body ? HttpResponse.json(body) : new HttpResponse(null, { status: 500 }),
  );

let started: Started | null = null;
afterEach(async () => {
  if (started?.status === 'started') {
    const { root } = started;
    await act(async () => root.unmount());
  }
  started = null;
  document.body.innerHTML = '';
});

async function start(options: {
  auth?: ReturnType<typeof createFakeAuth>;
  redirect?: (url: string) => void;
  path?: string;
}) {
  const container = document.createElement('div');
  document.body.append(container);
  started = await startApp({
    container,
    auth: options.auth ?? createFakeAuth(),
    redirect: options.redirect,
    strict: false,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] }),
  });
  return started;
}

describe('start-up', () => {
  it('sends the user to the maintenance page when the constants say so, and renders nothing', async () => {
    server.use(constantsAt({ maintenance: true }));
    const redirect = vi.fn();
    const auth = createFakeAuth();
    const result = await start({ auth, redirect });
    expect(result.status).toBe('maintenance');
    expect(redirect).toHaveBeenCalledWith('/maintenance.html');
    expect(document.body.textContent).toBe('');
  });

  it('starts sign-on at once, without waiting for the constants (issue 10 item 12)', async () => {
    let answerConstants: () => void = () => undefined;
    const constantsAnswered = new Promise<void>((resolve) => (answerConstants = resolve));
    server.use(
      http.get(new URL('/constant_static.json', window.location.origin).href, async () => {
        await constantsAnswered;
        return HttpResponse.json({ maintenance: false });
      }),
      mockGateway({ viewer: buildUser({ name: 'Phạm Thu Hà' }) }),
    );
    const auth = createFakeAuth();
    const starting = start({ auth });
    await waitFor(() => expect(auth.init).toHaveBeenCalledTimes(1));
    answerConstants();
    await starting;
    expect(await screen.findByRole('button', { name: 'Tài khoản của Phạm Thu Hà' })).toBeInTheDocument();
    expect(auth.init).toHaveBeenCalledTimes(1);
  });

  it("asks for viewer and the address's page data as soon as there is a token, before the constants (issue 29 point 3)", async () => {
    let answerConstants: () => void = () => undefined;
    const constantsAnswered = new Promise<void>((resolve) => (answerConstants = resolve));
    const calls: GatewayCall[] = [];
    server.use(
      http.get(new URL('/constant_static.json', window.location.origin).href, async () => {
        await constantsAnswered;
        return HttpResponse.json({ maintenance: false });
      }),
      mockGateway(
        {
          viewer: buildUser({ name: 'Phạm Thu Hà', role: 'TEACHER' }),
          lessons: { total: 0, items: [] },
          results: { total: 0, items: [] },
          notifications: { items: [], total: 0, unread: 0, page: 1, pageSize: 6 },
        },
        calls,
      ),
    );
    window.history.replaceState(null, '', '/dashboard');
    try {
      const starting = start({ path: '/dashboard' });
      await waitFor(() =>
        expect(calls.map((c) => c.operationName).sort()).toEqual([
          'DashboardStaffQuery',
          'SessionViewerQuery',
        ]),
      );
      answerConstants();
      await starting;
      expect(await screen.findByRole('button', { name: 'Tài khoản của Phạm Thu Hà' })).toBeInTheDocument();
      // The session and the page took the early answers: nothing was asked twice. The header's bell asks
      // for its count once the layout shows.
      await waitFor(() => expect(calls.map((c) => c.operationName)).toContain('NotificationBellQuery'));
      expect(calls.map((c) => c.operationName).sort()).toEqual([
        'DashboardStaffQuery',
        'NotificationBellQuery',
        'SessionViewerQuery',
      ]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('only logs a failed constants fetch and starts anyway', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(constantsAt(null), mockGateway({ viewer: null }));
    const redirect = vi.fn();
    await start({ auth: createFakeAuth({ signedIn: false }), redirect });
    expect(await screen.findByRole('heading', { name: /Học tiếng Anh/ })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Could not load /constant_static.json', expect.any(Error));
    error.mockRestore();
  });

  it('shows the spinner while sign-on initialises, then the signed-in user', async () => {
    let finishInit: (value: boolean) => void = () => undefined;
    const auth = createFakeAuth();
    auth.init.mockImplementation(() => new Promise<boolean>((resolve) => (finishInit = resolve)));
    server.use(
      constantsAt({ maintenance: false }),
      mockGateway({ viewer: buildUser({ name: 'Phạm Thu Hà', role: 'TEACHER' }) }),
    );
    await start({ auth });
    expect(await screen.findByRole('status', { name: 'Đang tải…' })).toBeInTheDocument();
    await act(async () => finishInit(true));
    expect(await screen.findByRole('button', { name: 'Tài khoản của Phạm Thu Hà' })).toBeInTheDocument();
    expect(auth.init).toHaveBeenCalledTimes(1);
  });

  it('renders even when sign-on fails, with the Vietnamese error toast', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(constantsAt({ maintenance: false }), mockGateway({ viewer: null }));
    await start({ auth: createFakeAuth({ signedIn: false, initFails: true }) });
    expect(
      await screen.findByText('Trình duyệt đăng nhập gặp sự cố, vui lòng liên hệ bộ phận hỗ trợ.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Học tiếng Anh/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Đăng nhập' }).length).toBeGreaterThan(0);
    error.mockRestore();
  });

  it('treats an empty viewer as signed out', async () => {
    server.use(constantsAt({ maintenance: false }), mockGateway({ viewer: null }));
    await start({ auth: createFakeAuth({ signedIn: true }) });
    expect((await screen.findAllByRole('button', { name: 'Đăng nhập' })).length).toBeGreaterThan(0);
  });

  it('signs out at the identity server and starts no sign-in that would cancel it (issue 10 item 1)', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth();
    server.use(
      constantsAt({ maintenance: false }),
      mockGateway({ viewer: buildUser({ name: 'Phạm Thu Hà' }) }),
    );
    window.sessionStorage.setItem('lms.tokens', '{"token":"t","refreshToken":"r"}');
    window.localStorage.setItem('lang', 'vi');
    window.localStorage.setItem('someone.cached', 'x');
    // A guarded page: the sign-out must not turn into a redirect to /login and a new sign-in.
    await start({ auth, path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Tài khoản của Phạm Thu Hà' }));
    await user.click(await screen.findByRole('button', { name: 'Đăng xuất' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bạn có muốn đăng xuất không?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() =>
      expect(auth.logout).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/` }),
    );
    // The browser is leaving for the identity server: a spinner until then, and no sign-in started.
    expect(await screen.findByRole('status', { name: 'Đang tải…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tài khoản của Phạm Thu Hà' })).not.toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('someone.cached')).toBeNull();
    expect(window.localStorage.getItem('lang')).toBe('vi');
  });
});

describe("the current address's page", () => {
  const lazyRoutes = () => {
    const loaders = {
      home: vi.fn(() => Promise.resolve({})),
      classes: vi.fn(() => Promise.resolve({})),
      classDetail: vi.fn(() => Promise.reject(new Error('offline'))),
    };
    const routes = [
      {
        element: null,
        children: [
          { path: '/', lazy: loaders.home },
          { path: '/manageClass', lazy: loaders.classes },
          { path: '/manageClass/:id', lazy: loaders.classDetail },
          { path: '*', element: null },
        ],
      },
    ];
    return { routes, loaders };
  };

  it("starts loading with the router's own loader for that address, and no other", () => {
    const { routes, loaders } = lazyRoutes();
    startRoutePage(routes, '/manageClass');
    expect(loaders.classes).toHaveBeenCalledTimes(1);
    expect(loaders.home).not.toHaveBeenCalled();
    expect(loaders.classDetail).not.toHaveBeenCalled();
  });

  it('loads nothing for an address without a lazy page, and leaves a failed load to the router', async () => {
    const { routes, loaders } = lazyRoutes();
    startRoutePage(routes, '/no/such/page');
    expect(Object.values(loaders).some((loader) => loader.mock.calls.length > 0)).toBe(false);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startRoutePage(routes, '/manageClass/7');
    expect(loaders.classDetail).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe("the current address's early queries (issue 29 point 3)", () => {
  const client = () => ({ query: vi.fn((_options: unknown) => Promise.resolve({ data: {} })) });
  const operations = (fake: ReturnType<typeof client>) =>
    fake.query.mock.calls.map(([options]) => {
      const { query, variables } = options as { query: DocumentNode; variables?: unknown };
      const operation = query.definitions.find((d) => d.kind === 'OperationDefinition');
      return { name: operation?.name?.value, variables };
    });
  const context = (fake: ReturnType<typeof client>, roles: string[]) => ({
    client: fake as never,
    roles,
    constants: { ...DEFAULT_CONSTANTS, page_size: 20 },
  });

  it("asks for the class list of the address's page, size and filter as the tab starts", async () => {
    const fake = client();
    prefetchRoutePage(
      routes,
      { pathname: '/manageClass', search: '?page=2&state=ONGOING&search=IE' },
      context(fake, ['teacher']),
    );
    await vi.waitFor(() => expect(fake.query).toHaveBeenCalledTimes(1));
    expect(operations(fake)).toEqual([
      {
        name: 'ClassListQuery',
        variables: {
          page: 2,
          pageSize: 20,
          sort: 'START_DATE_DESC',
          filter: { search: 'IE', state: 'ONGOING' },
        },
      },
    ]);
  });

  it("asks for the dashboard the token's roles open", async () => {
    const staff = client();
    prefetchRoutePage(routes, { pathname: '/dashboard', search: '' }, context(staff, ['admin']));
    const student = client();
    prefetchRoutePage(routes, { pathname: '/dashboard', search: '' }, context(student, ['student']));
    await vi.waitFor(() => expect(student.query).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(staff.query).toHaveBeenCalledTimes(1));
    expect(operations(staff).map((o) => o.name)).toEqual(['DashboardStaffQuery']);
    expect(operations(student).map((o) => o.name)).toEqual(['DashboardStudentQuery']);
  });

  it('asks for the statistics and their filter options, and nothing for a page without a prefetch', async () => {
    const fake = client();
    prefetchRoutePage(routes, { pathname: '/manageStatistics', search: '' }, context(fake, ['admin']));
    await vi.waitFor(() => expect(fake.query).toHaveBeenCalledTimes(2));
    expect(operations(fake).map((o) => o.name)).toEqual([
      'StatisticsFilterOptionsQuery',
      'StatisticsPageQuery',
    ]);
    expect(operations(fake)[1]?.variables).toMatchObject({
      ielts: true,
      filter: { classId: null, courseId: null },
    });

    const none = client();
    prefetchRoutePage(routes, { pathname: '/profile', search: '' }, context(none, ['admin']));
    prefetchRoutePage(routes, { pathname: '/manageClass', search: '' }, context(none, ['student']));
    await new Promise((r) => setTimeout(r, 50));
    expect(none.query).not.toHaveBeenCalled();
  });
});

describe("a test's introduction opened in a new tab (issue 29 point 3)", () => {
  it("asks for the class's assignments beside viewer", async () => {
    const query = vi.fn((_options: unknown) => Promise.resolve({ data: {} }));
    prefetchRoutePage(
      routes,
      { pathname: '/manageClass/12/exerciseReview/34', search: '' },
      { client: { query } as never, roles: ['student'], constants: DEFAULT_CONSTANTS },
    );
    await vi.waitFor(() => expect(query).toHaveBeenCalledTimes(1));
    expect(query.mock.calls[0]?.[0]).toMatchObject({ variables: { classId: '12' } });
  });
});

describe('/login opened without a session (issue 29 point 4)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('goes to the identity server at once, back to the address asked, without rendering the app', async () => {
    server.use(constantsAt({ maintenance: false }));
    window.history.replaceState(null, '', '/login?redirect=%2FmanageClass%3Fpage%3D2');
    const auth = createFakeAuth({ signedIn: false });
    const result = await start({ auth, path: '/login' });
    expect(result.status).toBe('signingIn');
    expect(auth.login).toHaveBeenCalledWith({
      redirectUri: `${window.location.origin}/manageClass?page=2`,
      locale: 'vi',
    });
    expect(document.body.textContent).toBe('');
  });

  it('never leaves the app for a return address elsewhere', async () => {
    server.use(constantsAt({ maintenance: false }));
    window.history.replaceState(null, '', '/login?redirect=%2F%5Cevil.example%2F');
    const auth = createFakeAuth({ signedIn: false });
    await start({ auth, path: '/login' });
    expect(auth.login).toHaveBeenCalledWith(
      expect.objectContaining({ redirectUri: `${window.location.origin}/dashboard` }),
    );
  });

  it('leaves without waiting for the constants: the gateway answers /login itself in maintenance', async () => {
    // The constants never answer: the identity server's page is asked for all the same.
    server.use(
      http.get(new URL('/constant_static.json', window.location.origin).href, () => new Promise(() => {})),
    );
    window.history.replaceState(null, '', '/login');
    const away = createFakeAuth({ signedIn: false });
    expect((await start({ auth: away, path: '/login' })).status).toBe('signingIn');
    expect(away.login).toHaveBeenCalledTimes(1);
  });

  it('a signed-in tab at /login: maintenance first, else the page', async () => {
    server.use(constantsAt({ maintenance: true }));
    window.history.replaceState(null, '', '/login');
    const during = createFakeAuth();
    expect((await start({ auth: during, redirect: () => undefined, path: '/login' })).status).toBe(
      'maintenance',
    );
    expect(during.login).not.toHaveBeenCalled();

    server.use(constantsAt({ maintenance: false }), mockGateway({ viewer: buildUser() }));
    const signedIn = createFakeAuth();
    expect((await start({ auth: signedIn, path: '/login' })).status).toBe('started');
    expect(signedIn.login).not.toHaveBeenCalled();
  });
});
