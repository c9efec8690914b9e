import type { ClassFormValues } from './classSchema';

export type { ClassFormValues } from './classSchema';

/**
 * The class form's fields and defaults, without its rules: the rules (zod) load when the form first validates
 * (classSchema.ts, through lazyZodResolver).
 */
export const MAX_SESSIONS = 500;

export const CLASS_FORM_FIELDS: (keyof ClassFormValues)[] = [
  'name',
  'courseId',
  'numberOfSessions',
  'weekdays',
  'startDate',
  'endDate',
  'studyTimeStart',
  'studyTimeEnd',
  'classroomOnline',
  'classroomOffline',
  'classCode',
  'description',
  'teacherIds',
  'examinerIds',
];

export const EMPTY_CLASS: ClassFormValues = {
  name: '',
  courseId: null,
  numberOfSessions: 24,
  weekdays: [],
  startDate: '',
  endDate: null,
  studyTimeStart: '18:00',
  studyTimeEnd: '19:30',
  classroomOnline: '',
  classroomOffline: '',
  classCode: '',
  description: '',
  teacherIds: [],
  examinerIds: [],
};

/** The form's values as createClass/updateClass input; staff lists only when the viewer may set them. */
export function toClassInput(values: ClassFormValues, withStaff: boolean) {
  const { teacherIds, examinerIds, classCode, ...rest } = values;
  return {
    ...rest,
    numberOfSessions: values.numberOfSessions ?? 0,
    endDate: values.endDate || null,
    classCode: classCode ? classCode.toUpperCase() : undefined,
    ...(withStaff ? { teacherIds, examinerIds } : {}),
  };
}
