import { STATISTICS_FIGURES } from '@lms/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { figureRowShape, statisticsSheet } from './statistics.js';

/**
 * Issue 25 point 7: every export (each figure, as CSV or Excel: both are `statisticsSheet`) writes each value
 * of each enum column as a label in the caller's language, never as the API's word ("active", "home_work").
 */
describe('the statistics exports', () => {
  for (const figure of STATISTICS_FIGURES) {
    const enums = Object.entries(figureRowShape(figure)).filter(
      (entry): entry is [string, z.ZodEnum] => entry[1] instanceof z.ZodEnum,
    );
    for (const lang of ['vi', 'en'] as const) {
      it(`${figure} (${lang}) writes no raw enum value`, () => {
        for (const [field, type] of enums) {
          for (const value of type.options as string[]) {
            const sheet = statisticsSheet(figure, [{ [field]: value }], lang);
            const cells = Object.values(sheet.rows[0] as Record<string, string>);
            expect(cells, `${figure}.${field} = ${value}`).not.toContain(value);
            expect(cells.filter(Boolean), `${figure}.${field} = ${value}`).toHaveLength(1);
          }
        }
      });
    }
  }

  it('names the students’ statuses in Vietnamese', () => {
    const sheet = statisticsSheet(
      'students_by_status',
      [{ course_name: 'IELTS 6.5', status: 'active', students: 3 }],
      'vi',
    );
    expect(sheet.rows).toEqual([{ 'Khóa học': 'IELTS 6.5', 'Trạng thái': 'Đang học', 'Số học viên': 3 }]);
  });
});
