import type { Viewer } from './auth/token.js';
import type { GatewayContext } from './context.js';
import { forbidden, unauthenticated } from './errors.js';
import { enumValues } from './enums.js';
import { userById, viewerRow } from './modules/users/api.js';
import type { RestUser } from './rest/types.js';

export const ROLE = enumValues.Role;

export function requireViewer(ctx: GatewayContext): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** Staff read a class's students' figures; the backend narrows them to the classes they may read. */
export const isStaff = (viewer: Viewer) => viewer.role !== ROLE.STUDENT;

/**
 * Whether a user (from a class or a membership) is the viewer: by the token's e-mail when it matches,
 * else by the viewer's own row (`self/`, one call per request at most).
 */
export async function isViewer(ctx: GatewayContext, user: { id: number; email?: string }): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (viewer.email && user.email && viewer.email.toLowerCase() === user.email.toLowerCase()) return true;
  return (await viewerRow(ctx)).id === user.id;
}

/**
 * A student sees their own results, progress, scores and attendance only: asking for a classmate's is
 * FORBIDDEN here, before any REST call, so that nothing of theirs is fetched (the backend refuses it too).
 */
export async function assertCanReadStudent(
  ctx: GatewayContext,
  student: { id: number; email?: string },
): Promise<void> {
  if (isStaff(requireViewer(ctx))) return;
  if (!(await isViewer(ctx, student)))
    throw forbidden('A student may see only their own results and progress');
}

/**
 * The full profile of a user: self; admin any; a teacher the students of own classes (`user/?ids=`
 * returns only those). Anyone else's is FORBIDDEN.
 */
export async function fullProfile(ctx: GatewayContext, userId: number): Promise<RestUser> {
  const viewer = requireViewer(ctx);
  if (viewer.role === ROLE.ADMIN || viewer.role === ROLE.TEACHER) {
    const user = await userById(ctx, userId);
    if (user) return user;
  }
  const self = await viewerRow(ctx);
  if (self.id === userId) return self;
  throw forbidden("You may not read this user's full profile");
}
