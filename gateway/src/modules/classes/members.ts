import type { GatewayContext } from '../../context.js';
import { fullProfile, type UserParent } from '../users/api.js';

/**
 * A student named by id in a class's rows (attendance, result, score): taken from the class's student
 * list, which the class tabs load anyway, so it costs no call of its own; a student no longer in the class
 * falls back to the full profile (with its permissions).
 */
export async function studentOf(
  ctx: GatewayContext,
  classId: number,
  studentId: number,
): Promise<UserParent> {
  const members = await ctx.loaders.classes.studentsOfClass.load(classId);
  return members.find((m) => m.student.id === studentId)?.student ?? fullProfile(ctx, studentId);
}
