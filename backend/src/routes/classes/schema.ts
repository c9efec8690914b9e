import { z } from 'zod';
import { STUDENT_CLASS_STATUSES } from '../../db/schema.js';
import { msg } from '../../http/messages.js';
import { idList, pageQuery } from '../../http/pagination.js';
import { clockTime, id, isoDate, positiveInt, url, weekdays, weekdaysQuery } from '../../http/validators.js';

/** A JSON body carries numbers as numbers: `"3"` or `true` is a wrong type, not something to coerce. */
const bodyId = z.number().int().positive();
const idArray = z.array(bodyId).max(300);
const sessions = z
  .number({ error: (issue) => msg(issue.input === undefined ? 'required' : 'number_positive') })
  .int(msg('number_positive'))
  .positive(msg('number_positive'))
  .max(500, msg('sessions_max'));
const classCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,20}$/, msg('class_code_invalid'))
  .transform((s) => s.toUpperCase());
export const studentStatus = z.enum(STUDENT_CLASS_STATUSES);

const classFields = {
  name: z.string().trim().min(1, msg('required')).max(255),
  course_id: bodyId.nullable(),
  number_of_sessions: sessions,
  classroom_online: url,
  classroom_offline: z.string().trim().max(255),
  start_date: isoDate,
  end_date: z.union([z.literal(''), isoDate]).nullable(),
  study_time_start: clockTime,
  study_time_end: clockTime,
  class_code: classCode,
  weekdays,
  description: z.string().trim().max(5000),
  teacher_ids: idArray.describe('Admin only: the teachers (role teacher)'),
  examiner_ids: idArray.describe('Admin only: the examiners (role specialize)'),
};

/** Staff is assigned by an administrator; a teacher who creates a class becomes its teacher. */
export const adminOnlyClassFields = ['teacher_ids', 'examiner_ids'] as const;

export const classCreateBody = z.strictObject({
  ...classFields,
  course_id: classFields.course_id.optional(),
  classroom_online: classFields.classroom_online.default(''),
  classroom_offline: classFields.classroom_offline.default(''),
  end_date: classFields.end_date.optional(),
  class_code: classFields.class_code.optional().describe('Generated (6 to 8 characters) when absent'),
  description: classFields.description.default(''),
  teacher_ids: classFields.teacher_ids.optional(),
  examiner_ids: classFields.examiner_ids.optional(),
});
export type ClassCreateBody = z.infer<typeof classCreateBody>;

export const classUpdateBody = z.strictObject(classFields).partial();
export type ClassUpdateBody = z.infer<typeof classUpdateBody>;

export const classStates = ['upcoming', 'ongoing', 'finished'] as const;

export const classListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  course_ids: idList.optional(),
  teacher_ids: idList.optional(),
  student_ids: idList.optional(),
  search: z.string().trim().max(100).optional().describe('Part of the name or the class code'),
  state: z.enum(classStates).optional().describe("By dates against today, in the academy's time zone"),
  ordering: z
    .enum([
      'name',
      '-name',
      'start_date',
      '-start_date',
      'created_at',
      '-created_at',
      'class_code',
      '-class_code',
    ])
    .default('-start_date'),
});

export const calculateEndDateQuery = z.strictObject({
  start_date: isoDate,
  number_of_sessions: positiveInt.max(500, msg('sessions_max')),
  weekdays: weekdaysQuery,
  class_id: id.optional().describe("Count that class's own days off too"),
});

export const calculateEndDateResponse = z.object({
  expected_end_date: z.string().nullable(),
  session_dates: z.array(z.string()),
  days_off_skipped: z.array(z.string()).describe('Days off on a class weekday that pushed the end back'),
});

export const classStudentListQuery = z.strictObject({
  ...pageQuery,
  class_id: id.optional(),
  class_ids: idList.optional().describe('Batch: the students of several classes in one call'),
  ids: idList.optional(),
  student_ids: idList.optional(),
  status: studentStatus.optional(),
});

export const classStudentAddBody = z.strictObject({
  class_id: bodyId,
  student_ids: idArray.min(1, msg('required')),
  status: studentStatus.default('active'),
});

export const studentClassesQuery = z.strictObject({
  ...pageQuery,
  student_id: id.optional().describe('Admin, or a teacher for a student of their classes'),
  status: studentStatus.optional(),
});

export const teacherClassesQuery = z.strictObject({
  ...pageQuery,
  teacher_id: id.optional().describe('Admin only'),
});

export const joinBody = z.strictObject({
  class_code: z.string().trim().min(1, msg('required')).max(50),
});

export const updateStudentStatusBody = z.strictObject({
  class_id: bodyId,
  student_id: bodyId,
  status: studentStatus,
});

/** A class's export (gradebook, attendance): the file's format. */
export const classExportQuery = z.strictObject({
  format: z.enum(['csv', 'xlsx'], msg('export_format_invalid')).default('xlsx').describe('csv or xlsx'),
});
