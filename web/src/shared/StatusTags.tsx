import { useTranslation } from 'react-i18next';
import type { TagColor } from '../ui/Tag';
import { Tag } from '../ui/Tag';

// The academy's statuses and roles as tags; the plain Tag is academy-free and lives in ui/.

const STUDENT_STATUS_COLORS: Record<string, TagColor> = {
  ACTIVE: 'green',
  REQUEST: 'gold',
  RESERVE: 'blue',
  INACTIVE: 'default',
};

/**
 * The codes of a user's student status (docs/product.md point 5: free text, `student_status`) that the academy
 * uses; anything else an administrator typed shows as typed.
 */
export const STUDENT_PROFILE_STATUSES = ['studying', 'reserved', 'completed'] as const;

/** A user's student status in the interface language (issue 10 item 13: never the raw code). */
export function StudentProfileStatus({ value }: { value: string }) {
  const { t } = useTranslation();
  return (STUDENT_PROFILE_STATUSES as readonly string[]).includes(value)
    ? t(`studentProfileStatus.${value}`)
    : value;
}

/** A student's place in a class. */
export function StudentStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={STUDENT_STATUS_COLORS[status]}>{t(`studentStatus.${status}`)}</Tag>;
}

const LESSON_STATUS_COLORS: Record<string, TagColor> = {
  SCHEDULED: 'blue',
  DONE: 'green',
  CANCELED: 'default',
};

export function LessonStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={LESSON_STATUS_COLORS[status]}>{t(`lessonStatus.${status}`)}</Tag>;
}

const RESULT_COLORS: Record<string, TagColor> = {
  PASS: 'green',
  FAIL: 'red',
  WAITING_SCORE: 'gold',
  UNFINISHED: 'default',
  HOLDING: 'blue',
};

/** A result's status, with docs/product.md's labels (pass and fail are both returned). */
export function ResultStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={RESULT_COLORS[status]}>{t(`resultStatus.${status}`)}</Tag>;
}

const ROLE_COLORS: Record<string, TagColor> = {
  ADMIN: 'red',
  TEACHER: 'blue',
  STUDENT: 'green',
  SPECIALIZE: 'purple',
};

export function RoleTag({ role }: { role: string }) {
  const { t } = useTranslation();
  return <Tag color={ROLE_COLORS[role]}>{t(`roles.${role}`)}</Tag>;
}
