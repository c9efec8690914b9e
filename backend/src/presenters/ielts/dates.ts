import { z } from 'zod';
import type { IeltsExamDateView } from '../../db/rows.js';
import { EXAM_DATE_STATUSES, EXAM_FORMATS, IELTS_SHIFTS, SKILL_PACKAGES } from '../../db/schema.js';
import { ieltsTestBriefSchema } from './tests.js';

export type { IeltsExamDateView };

export const ieltsExamDateSchema = z
  .object({
    id: z.number().int(),
    exam_date: z.string(),
    shift: z.enum(IELTS_SHIFTS),
    test: ieltsTestBriefSchema.nullable(),
    description: z.string(),
    skill_package: z.enum(SKILL_PACKAGES),
    format: z.enum(EXAM_FORMATS),
    status: z.enum(EXAM_DATE_STATUSES),
    unit_price: z.number().int().describe('Vietnamese dong, before any promotion'),
    capacity: z.number().int(),
    registered_count: z.number().int().describe('Registrations holding a seat (not canceled)'),
    seats_left: z.number().int(),
    registrable: z.boolean().describe('Open, not full, not past, with an active test'),
    class_id: z.number().int().nullable().describe('The sittings’ class (staff only; null to candidates)'),
    created_at: z.string(),
  })
  .describe('An IELTS exam date');
export type IeltsExamDateJson = z.infer<typeof ieltsExamDateSchema>;

export function presentIeltsExamDate(v: IeltsExamDateView, today: string, staff: boolean): IeltsExamDateJson {
  const d = v.date;
  const seatsLeft = Math.max(0, d.capacity - v.registered);
  return {
    id: d.id,
    exam_date: d.examDate,
    shift: d.shift as (typeof IELTS_SHIFTS)[number],
    test: v.test
      ? {
          id: v.test.id,
          name: v.test.name,
          module: v.test.module,
          description: v.test.description,
          active: v.test.active,
          created_at: v.test.createdAt.toISOString(),
        }
      : null,
    description: d.description,
    skill_package: d.skillType,
    format: d.format,
    status: d.status,
    unit_price: d.unitPrice,
    capacity: d.capacity,
    registered_count: v.registered,
    seats_left: seatsLeft,
    registrable: d.status === 'open' && d.examDate >= today && seatsLeft > 0 && !!v.test?.active,
    class_id: staff ? d.classId : null,
    created_at: d.createdAt.toISOString(),
  };
}
