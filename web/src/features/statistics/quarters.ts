import { quarterOf } from '@lms/domain';

/** The last `count` calendar quarters, newest first: `{key: '2026-Q4', quarter: 4, year: 2026, from, to}`. */
export function recentQuarters(today: string, count = 8) {
  const out: { key: string; quarter: number; year: number; from: string; to: string }[] = [];
  let day = today;
  for (let i = 0; i < count; i += 1) {
    const q = quarterOf(day);
    const year = Number(q.from.slice(0, 4));
    const quarter = Math.floor(Number(q.from.slice(5, 7)) / 3) + 1;
    out.push({ key: `${year}-Q${quarter}`, quarter, year, ...q });
    const start = new Date(`${q.from}T00:00:00Z`);
    day = new Date(start.getTime() - 86_400_000).toISOString().slice(0, 10);
  }
  return out;
}
