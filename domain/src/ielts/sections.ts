/**
 * docs/design.md section 10: the sections of the computer-delivered test. Listening gives 30 minutes with the
 * recording and 2 minutes after it to check the answers (on paper, 10 minutes to transfer them); reading and
 * writing 60 minutes each; speaking about 15. The server's time limit is their sum.
 */
export const IELTS_SKILLS = ['listening', 'reading', 'writing', 'speaking'] as const;
export type IeltsSkill = (typeof IELTS_SKILLS)[number];

export const IELTS_SECTION_TIMING: Readonly<Record<IeltsSkill, { minutes: number; reviewMinutes: number }>> =
  {
    listening: { minutes: 30, reviewMinutes: 2 },
    reading: { minutes: 60, reviewMinutes: 0 },
    writing: { minutes: 60, reviewMinutes: 0 },
    speaking: { minutes: 15, reviewMinutes: 0 },
  };

/** A section's time limit on the server: its time and its review time. */
export const ieltsSectionMinutes = (skill: IeltsSkill) =>
  IELTS_SECTION_TIMING[skill].minutes + IELTS_SECTION_TIMING[skill].reviewMinutes;

/** How often a test's listening recordings play, unless its administrator says otherwise: once, as in IELTS. */
export const IELTS_DEFAULT_LISTENING_PLAYS = 1;

/** The minimum words of the writing tasks. */
export const IELTS_WRITING_MIN_WORDS = { task1: 150, task2: 250 } as const;

/** The hours of an exam date's shifts (academy time, HH:MM): its class's times and the calendar feed's event. */
export const IELTS_SHIFT_TIMES = {
  morning: ['08:30', '11:45'],
  afternoon: ['13:30', '16:45'],
} as const satisfies Record<string, readonly [string, string]>;

/** A shift's hours; an unknown shift is the morning's. */
export const ieltsShiftTimes = (shift: string): readonly [string, string] =>
  shift === 'afternoon' ? IELTS_SHIFT_TIMES.afternoon : IELTS_SHIFT_TIMES.morning;
