/**
 * Session dates of a class: from the start date, on the class's weekdays, skipping days off,
 * until the number of sessions is reached. Dates are ISO strings (YYYY-MM-DD), weekdays ISO (1 = Monday).
 */
export function sessionDates(opts: {
  startDate: string;
  numberOfSessions: number;
  weekdays: number[];
  daysOff?: Iterable<string>;
}): string[] {
  const { startDate, numberOfSessions, weekdays } = opts;
  const off = new Set(opts.daysOff ?? []);
  const days = new Set(weekdays);
  if (days.size === 0 || numberOfSessions <= 0) return [];
  const dates: string[] = [];
  const cursor = new Date(`${startDate}T00:00:00Z`);
  // Ten years of calendar is more than any class; the bound only guards against bad input.
  for (let i = 0; dates.length < numberOfSessions && i < 3660; i++) {
    const iso = cursor.toISOString().slice(0, 10);
    const weekday = cursor.getUTCDay() === 0 ? 7 : cursor.getUTCDay();
    if (days.has(weekday) && !off.has(iso)) dates.push(iso);
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return dates;
}

export function expectedEndDate(opts: Parameters<typeof sessionDates>[0]): string | null {
  const dates = sessionDates(opts);
  return dates.at(-1) ?? null;
}
