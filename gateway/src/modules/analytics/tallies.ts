import { academyToday, errorTagTrend, type ErrorTagTrend } from '@lms/domain';
import type { RestErrorTagCount } from '../../rest/types.js';

/** An error tag's months put together, with its total and trend (@lms/domain's rule). */
export interface Tally {
  errorTagId: number;
  name: string;
  link: string;
  total: number;
  months: { month: string; count: number }[];
  lastMonth: string;
  trend: ErrorTagTrend;
}

/** Rows of one student or class (per tag and month) to one tally per tag, most frequent first. */
export function tallies(rows: RestErrorTagCount[], now = new Date()): Tally[] {
  const thisMonth = academyToday(now).slice(0, 7);
  const byTag = new Map<number, Tally>();
  for (const r of rows) {
    let t = byTag.get(r.error_tag_id);
    if (!t) {
      t = {
        errorTagId: r.error_tag_id,
        name: r.name,
        link: r.link,
        total: 0,
        months: [],
        lastMonth: r.month,
        trend: 'steady',
      };
      byTag.set(r.error_tag_id, t);
    }
    t.total += r.count;
    t.months.push({ month: r.month, count: r.count });
  }
  const list = [...byTag.values()];
  for (const t of list) {
    t.months.sort((a, b) => a.month.localeCompare(b.month));
    t.lastMonth = t.months[t.months.length - 1]!.month;
    t.trend = errorTagTrend(t.months, thisMonth);
  }
  return list.sort(
    (a, b) => b.total - a.total || b.lastMonth.localeCompare(a.lastMonth) || a.name.localeCompare(b.name),
  );
}
