import { quarterOf, statisticsRangeError } from '@lms/domain';
import { z } from 'zod';
import { DATE_PATTERN, date } from '../../ui/form/rules';

/**
 * The statistics filters: a range checked by @lms/domain's rule (the backend's), a class and a course. Messages
 * are i18n keys (`statistics.errors.*`), as the other forms'.
 */
export const statisticsFilterSchema = z
  .object({
    from: date('statistics.errors.from'),
    to: date('statistics.errors.to'),
    classId: z.string().nullable(),
    courseId: z.string().nullable(),
  })
  .superRefine((v, ctx) => {
    if (!DATE_PATTERN.test(v.from) || !DATE_PATTERN.test(v.to)) return;
    const wrong = statisticsRangeError(v.from, v.to);
    if (wrong)
      ctx.addIssue({
        code: 'custom',
        path: [wrong.field],
        message:
          wrong.key === 'statistics_end_before_start'
            ? 'statistics.errors.endBeforeStart'
            : 'statistics.errors.rangeTooLong',
      });
  });

export type StatisticsFilterValues = z.infer<typeof statisticsFilterSchema>;

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
