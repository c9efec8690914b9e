import { z } from 'zod';
import {
  CLASS_CODE_PATTERN,
  END_AFTER_START,
  END_TIME_AFTER_START,
  date,
  isEndAfterStart,
  optionalDate,
  optionalText,
  optionalUrl,
  requiredText,
  time,
} from '../../ui/form/rules';
import { MAX_SESSIONS } from './classFields';

/** Sessions: a number greater than 0 (docs/product.md point 5), at most 500 (the API's limit). */
const sessions = z
  .number()
  .nullable()
  .superRefine((v, ctx) => {
    if (v === null || Number.isNaN(v)) ctx.addIssue({ code: 'custom', message: 'validation.numberRequired' });
    else if (!Number.isInteger(v)) ctx.addIssue({ code: 'custom', message: 'validation.integer' });
    else if (v <= 0) ctx.addIssue({ code: 'custom', message: 'validation.positive' });
    else if (v > MAX_SESSIONS) ctx.addIssue({ code: 'custom', message: 'validation.tooLarge' });
  });

export const classFormSchema = z
  .object({
    name: requiredText('validation.classNameRequired'),
    courseId: z.string().nullable(),
    numberOfSessions: sessions,
    weekdays: z.array(z.number().int().min(1).max(7)).min(1, 'validation.weekdaysRequired'),
    startDate: date(),
    endDate: optionalDate(),
    studyTimeStart: time(),
    studyTimeEnd: time(),
    classroomOnline: optionalUrl(),
    classroomOffline: optionalText(),
    classCode: z
      .string()
      .trim()
      .refine((v) => v === '' || CLASS_CODE_PATTERN.test(v), 'validation.classCodeInvalid'),
    description: optionalText(),
    teacherIds: z.array(z.string()),
    examinerIds: z.array(z.string()),
  })
  .refine((v) => isEndAfterStart(v.startDate, v.endDate), { path: ['endDate'], message: END_AFTER_START })
  .refine((v) => !v.studyTimeStart || !v.studyTimeEnd || v.studyTimeEnd > v.studyTimeStart, {
    path: ['studyTimeEnd'],
    message: END_TIME_AFTER_START,
  });

export type ClassFormValues = z.infer<typeof classFormSchema>;
