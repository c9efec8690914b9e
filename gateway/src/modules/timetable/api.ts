/**
 * What other modules may use of the timetable module: the class's `class/percent-summary` rows, which
 * carry attendance (this module's) and progress on assignments (the results module's) side by side.
 */
import type { GatewayContext } from '../../context.js';

/** Attendance and assignment progress per active student of the class (a student: their own row only). */
export const progressOfClass = (ctx: GatewayContext, classId: number) =>
  ctx.loaders.timetable.progressOfClass.load(classId);

/** One student's row of the class's `class/percent-summary`; null when they have none. */
export async function progressOfStudent(ctx: GatewayContext, classId: number, studentId: number) {
  const rows = await progressOfClass(ctx, classId);
  return rows.find((p) => p.student_id === studentId) ?? null;
}
