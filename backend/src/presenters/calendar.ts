import { ACADEMY_TIME_ZONE, ieltsShiftTimes } from '@lms/domain';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import type {
  AssignmentRow,
  DayOffRow,
  IeltsExamDateRow,
  IeltsRegistrationRow,
  LessonRow,
} from '../db/rows.js';
import type { Lang } from '../http/messages.js';

/** What one feed holds (queries/calendar.ts loads it). */
export interface CalendarContent {
  lessons: { lesson: LessonRow; className: string; online: string; offline: string }[];
  daysOff: { dayOff: DayOffRow; className: string | null }[];
  deadlines: { assignment: AssignmentRow; className: string }[];
  ielts: { registration: IeltsRegistrationRow; examDate: IeltsExamDateRow }[];
}

const WORDS = {
  vi: {
    calendar: (name: string) => `Lịch học — ${name}`,
    session: (n: number) => `Buổi ${n}`,
    online: 'Học trực tuyến',
    dayOff: 'Nghỉ',
    deadline: 'Hạn nộp',
    ielts: 'Thi IELTS',
    skills: { '3_skills': '3 kỹ năng', '4_skills': '4 kỹ năng' } as Record<string, string>,
  },
  en: {
    calendar: (name: string) => `Timetable — ${name}`,
    session: (n: number) => `Session ${n}`,
    online: 'Online class',
    dayOff: 'Day off',
    deadline: 'Deadline',
    ielts: 'IELTS exam',
    skills: { '3_skills': '3 skills', '4_skills': '4 skills' } as Record<string, string>,
  },
} as const;

/** Stable per event, so a calendar app updates its copy rather than adding another (RFC 5545 UID). */
const UID_DOMAIN = 'academy-lms';
const uid = (kind: string, id: number) => `${kind}-${id}@${UID_DOMAIN}`;

/**
 * An academy wall time (`2026-04-01`, `18:00:00`) as ical-generator takes a zoned time: a string without offset,
 * written out with TZID=Asia/Ho_Chi_Minh as is (docs/decisions.md, "calendar feeds").
 */
const wall = (date: string, time: string) => `${date}T${time.length === 5 ? `${time}:00` : time}`;
const isLink = (text: string) => /^https?:\/\//i.test(text);

/**
 * The feed as RFC 5545 text (issue 31 point 4): lessons and IELTS sittings at the academy's wall times with
 * TZID Asia/Ho_Chi_Minh and its VTIMEZONE, canceled ones (and canceled registrations) STATUS:CANCELLED; days off as all-day events;
 * deadlines as instants (UTC). `now` is the feed's DTSTAMP.
 */
export function presentCalendar(
  content: CalendarContent,
  owner: { name: string },
  lang: Lang,
  now: Date,
): string {
  const w = WORDS[lang];
  const cal = ical({
    name: w.calendar(owner.name),
    prodId: { company: 'English Academy', product: 'LMS', language: lang.toUpperCase() },
    // The generator writes the zone's VTIMEZONE for the events that name it; the calendar itself names none,
    // so DTSTAMP and the deadlines stay in UTC as RFC 5545 wants.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
    x: [['X-WR-TIMEZONE', ACADEMY_TIME_ZONE]],
  });
  for (const { lesson, className, online, offline } of content.lessons) {
    const location = offline || online;
    cal.createEvent({
      id: uid('lesson', lesson.id),
      stamp: now,
      lastModified: lesson.updatedAt,
      start: wall(lesson.studyDate, lesson.studyTimeStart),
      end: wall(lesson.studyDate, lesson.studyTimeEnd),
      timezone: ACADEMY_TIME_ZONE,
      summary: className,
      location: location || null,
      url: isLink(online) ? online : null,
      description: [
        w.session(lesson.sessionNumber),
        online && offline ? `${w.online}: ${online}` : '',
        lesson.note,
      ]
        .filter(Boolean)
        .join('\n'),
      status: lesson.status === 'canceled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const { dayOff, className } of content.daysOff) {
    const what = [w.dayOff, className, dayOff.reason].filter(Boolean);
    cal.createEvent({
      id: uid('day-off', dayOff.id),
      stamp: now,
      allDay: true,
      start: dayOff.date,
      summary: what.length > 1 ? `${what[0]}: ${what.slice(1).join(' — ')}` : w.dayOff,
    });
  }
  for (const { assignment, className } of content.deadlines) {
    if (!assignment.deadline) continue;
    cal.createEvent({
      id: uid('deadline', assignment.id),
      stamp: now,
      start: assignment.deadline,
      end: assignment.deadline,
      summary: `${w.deadline}: ${assignment.title}`,
      description: className,
    });
  }
  for (const { registration, examDate } of content.ielts) {
    const [start, end] = ieltsShiftTimes(examDate.shift);
    cal.createEvent({
      id: uid('ielts', registration.id),
      stamp: now,
      start: wall(examDate.examDate, start),
      end: wall(examDate.examDate, end),
      timezone: ACADEMY_TIME_ZONE,
      summary: `${w.ielts} (${w.skills[registration.skillPackage] ?? registration.skillPackage})`,
      description: examDate.description,
      status:
        examDate.status === 'canceled' || registration.status === 'canceled'
          ? ICalEventStatus.CANCELLED
          : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}
