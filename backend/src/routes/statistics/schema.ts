import { STATISTICS_FIGURES } from '@lms/domain';
import { z } from 'zod';
import { msg } from '../../http/messages.js';
import { isoDate, MAX_ID, positiveInt } from '../../http/validators.js';

/** The filters every figure takes: a date range (both days included) and a class or a course. */
export const statisticsQuery = z.strictObject({
  from: isoDate.optional().describe('First day (YYYY-MM-DD); default: the first day of 11 months ago'),
  to: isoDate.optional().describe('Last day (YYYY-MM-DD), on or after `from`; default: today'),
  class_id: positiveInt.max(MAX_ID, msg('statistics_class_unknown')).optional().describe('One class'),
  course_id: positiveInt.max(MAX_ID, msg('statistics_course_unknown')).optional().describe('One course'),
});

export const statisticsExportQuery = statisticsQuery.extend({
  figure: z.enum(STATISTICS_FIGURES, msg('statistics_figure_required')).describe('The figure to export'),
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});
