import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

function buildArticle(overrides: Record<string, unknown> = {}) {
  return {
    id: '31',
    title: 'Phân biệt False và Not Given',
    summary: 'Dạng câu hỏi khó nhất của IELTS Reading.',
    body: '## Quy tắc\n\nSo sánh với **bài đọc**.\n\n<script>alert(1)</script>\n\n[Đọc thêm](javascript:alert(1))',
    topic: 'READING',
    language: 'VI',
    published: true,
    authorName: 'Quản trị viên',
    createdAt: '2026-08-01T03:00:00.000Z',
    updatedAt: '2026-08-02T03:00:00.000Z',
    ...overrides,
  };
}

describe('/knowledge', () => {
  it('lists the articles in the interface language and searches them', async () => {
    const asked: unknown[] = [];
    const { user } = renderApp({
      path: '/knowledge',
      role: 'STUDENT',
      gateway: {
        articles: (args: { filter: unknown }) => {
          asked.push(args.filter);
          return { items: [buildArticle()], total: 1, page: 1, pageSize: 12 };
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Phân biệt False và Not Given' })).toHaveAttribute(
      'href',
      '/knowledge/article?id=31',
    );
    expect(asked[0]).toMatchObject({ language: 'VI' });
    // Students do not write articles.
    expect(screen.queryByRole('button', { name: 'Viết bài' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Tìm bài viết' }), 'not given{Enter}');
    await screen.findByRole('link', { name: 'Phân biệt False và Not Given' });
    expect(asked.at(-1)).toMatchObject({ search: 'not given', language: 'VI' });
  }, 40_000);

  it('renders an article’s Markdown without raw HTML or script links', async () => {
    renderApp({
      path: '/knowledge/article?id=31',
      role: 'STUDENT',
      gateway: { article: () => buildArticle() },
    });
    const article = await screen.findByRole('article', {}, { timeout: 15_000 });
    expect(within(article).getByRole('heading', { name: 'Quy tắc' })).toBeInTheDocument();
    expect(within(article).getByText('bài đọc').tagName).toBe('STRONG');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('a[href^="javascript"]')).toBeNull();
  }, 40_000);

  it('lets an administrator write an article, refusing one without a title first', async () => {
    const sent: unknown[] = [];
    const { user, router } = renderApp({
      path: '/knowledge/createArticle',
      role: 'ADMIN',
      viewer: buildUser({ role: 'ADMIN' }),
      gateway: {
        createArticle: ({ input }: { input: Record<string, unknown> }) => {
          sent.push(input);
          return { article: buildArticle({ ...input, id: '40' }), errors: [] };
        },
      },
    });
    const save = await screen.findByRole('button', { name: 'Lưu bài viết' });
    await user.click(save);
    expect(await screen.findByText('Hãy đặt tiêu đề cho bài viết')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Tiêu đề/), 'Nghe số');
    await user.type(screen.getByLabelText(/Nội dung/), '## Fifteen hay fifty?');
    // The preview's Markdown renderer loads on this first click; the text typed stays.
    await user.click(screen.getByRole('button', { name: 'Xem trước' }));
    expect(await screen.findByRole('heading', { name: 'Fifteen hay fifty?' })).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Đã lưu bài viết')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        title: 'Nghe số',
        summary: '',
        body: '## Fifteen hay fifty?',
        topic: 'STUDY_SKILLS',
        language: 'VI',
        published: true,
      },
    ]);
    expect(router.state.location.search).toBe('?id=40');
  }, 40_000);
});
