import { statisticsRangeError } from '@lms/domain';
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
