import { z } from 'zod';
import type { CourseRow } from '../db/rows.js';

export type { CourseRow };

export const courseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    target_band: z.string().nullable().describe('Target IELTS band, e.g. "6.5"; null for general courses'),
    created_at: z.string(),
  })
  .describe('Course');
export type CourseJson = z.infer<typeof courseSchema>;

export function presentCourse(c: CourseRow): CourseJson {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    target_band: c.targetBand,
    created_at: c.createdAt.toISOString(),
  };
}

/** The short form embedded in a class. */
export const courseSummarySchema = courseSchema.pick({ id: true, name: true });
export type CourseSummaryJson = z.infer<typeof courseSummarySchema>;
