import { BAND_MAX, BAND_MIN, isBand } from '@lms/domain';
import { z } from 'zod';
import { optionalText, requiredText } from '../../ui/form/rules';

/** The IELTS bands a course may target, 0.0 to 9.0 in half bands (@lms/domain), as the API writes them. */
export const TARGET_BANDS: readonly string[] = Array.from({ length: (BAND_MAX - BAND_MIN) * 2 + 1 }, (_, i) =>
  (BAND_MIN + i / 2).toFixed(1),
);

/** Lengths the backend's course schema allows (name 1-255, description up to 5000). */
export const COURSE_NAME_MAX = 255;
export const COURSE_DESCRIPTION_MAX = 5000;

/** The administrator's course form (create and edit). An empty band is a general English course. */
export const courseFormSchema = z.object({
  name: requiredText('courses.validation.nameRequired').max(COURSE_NAME_MAX, 'courses.validation.tooLong'),
  description: optionalText().max(COURSE_DESCRIPTION_MAX, 'courses.validation.tooLong'),
  targetBand: z
    .string()
    .nullable()
    .refine((v) => v === null || isBand(Number(v)), 'courses.validation.bandInvalid'),
});

export type CourseFormValues = z.infer<typeof courseFormSchema>;

export const COURSE_FORM_FIELDS = Object.keys(courseFormSchema.shape) as (keyof CourseFormValues)[];

export const EMPTY_COURSE: CourseFormValues = { name: '', description: '', targetBand: null };

/** A band as the form's select knows it: '6' and '6.0' are one band. */
export const bandOption = (band: string | null | undefined): string | null =>
  band && isBand(Number(band)) ? Number(band).toFixed(1) : null;
