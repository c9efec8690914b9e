import { academyToday } from '@lms/domain/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass } from '../../test/factories';
import { renderApp } from '../../test/renderApp';
import { fixClock } from '../../test/clock';
import { deadLinks } from '../../test/links';

const NOW = fixClock('2026-04-01T00:30:00+07:00');

const thisMonth = academyToday(NOW).slice(0, 7);
const tallies = [
  {
    errorTagId: '1',
    name: 'Verb tense',
    link: 'https://learn.example/tense',
    total: 5,
    lastMonth: thisMonth,
    trend: 'RISING',
    months: [{ month: thisMonth, count: 5 }],
  },
  {
    errorTagId: '2',
    name: 'Articles',
    link: 'javascript:alert(1)',
    total: 2,
    lastMonth: '2025-01',
    trend: 'STEADY',
    months: [{ month: '2025-01', count: 2 }],
  },
];

describe('recurring mistakes', () => {
  it("shows a class's mistakes with counts, trend and the tag's learning link", async () => {
    const klass = buildClass({ id: '7', name: 'IELTS 6.5 - K12', errorTagTallies: () => tallies });
    const { user, calls } = renderApp({
      path: '/manageClass/7/errorTags',
      role: 'TEACHER',
      gateway: { class: klass },
    });
    expect(
      await screen.findByRole('heading', { name: 'Lỗi sai lặp lại: IELTS 6.5 - K12' }),
    ).toBeInTheDocument();
    const tense = screen.getByText('Verb tense').closest('tr')!;
    expect(within(tense).getByText('5')).toBeInTheDocument();
    expect(within(tense).getByText('Tăng')).toBeInTheDocument();
    expect(within(tense).getByRole('link', { name: 'Học về Verb tense' })).toHaveAttribute(
      'href',
      'https://learn.example/tense',
    );
    // A link that is not a web address is not offered.
    const articles = screen.getByText('Articles').closest('tr')!;
    expect(within(articles).queryByRole('link')).toBeNull();
    expect(within(articles).getByText('Ổn định')).toBeInTheDocument();
    expect(calls.at(-1)?.variables).toEqual({ id: '7', months: 12 });
    await user.click(screen.getByText('3 tháng'));
    expect(calls.at(-1)?.variables).toEqual({ id: '7', months: 3 });
  });

  it('links only to routes of the app, a tag linking to the knowledge base opening it in the app', async () => {
    const inApp = {
      ...tallies[0]!,
      errorTagId: '3',
      name: 'Word order',
      link: '/knowledge?search=Word%20order',
    };
    const klass = buildClass({
      id: '7',
      name: 'IELTS 6.5 - K12',
      errorTagTallies: () => [inApp, tallies[1]],
    });
    const { user, router } = renderApp({
      path: '/manageClass/7/errorTags',
      role: 'TEACHER',
      gateway: { class: klass },
    });
    const link = await screen.findByRole('link', { name: 'Học về Word order' });
    expect(link).not.toHaveAttribute('target');
    expect(deadLinks()).toEqual([]);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledge'));
    expect(router.state.location.search).toBe('?search=Word%20order');
  });

  it('shows a student their own mistakes, and says when there are none', async () => {
    const { calls } = renderApp({
      path: '/results/errorTags',
      role: 'STUDENT',
      gateway: { studentErrorTags: () => tallies.slice(0, 1) },
    });
    expect(await screen.findByRole('heading', { name: 'Lỗi sai lặp lại của tôi' })).toBeInTheDocument();
    expect(screen.getByText('Verb tense')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'StudentErrorTagsQuery')?.variables).toEqual({
      studentId: null,
      months: 12,
    });
  });

  it('says when a student has no mistake on returned work', async () => {
    renderApp({ path: '/results/errorTags', role: 'STUDENT', gateway: { studentErrorTags: () => [] } });
    expect(
      await screen.findByText('Không có thẻ lỗi nào trên bài đã trả trong khoảng thời gian này.'),
    ).toBeInTheDocument();
  });
});
