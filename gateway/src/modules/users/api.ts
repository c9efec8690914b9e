/**
 * What other modules may use of the users module: users by id and the viewer's own row, through this
 * request's loaders, and the rules about users (who is the viewer, whose profile and figures they may read).
 */
import { isStaff, requireViewer, ROLE } from '../../access.js';
import type { GatewayContext } from '../../context.js';
import { forbidden } from '../../errors.js';
import type { RestUser } from '../../rest/types.js';

export type { UserParent } from './mappers.js';

/**
 * Full users by id (`user/?ids=`): admin any, teacher the students of own classes; null otherwise, so never
 * for a person a record names (see `staffById`).
 */
export const userById = (ctx: GatewayContext, id: number) => ctx.loaders.users.user.load(id);

/**
 * The staff member a record names (a question's or an exercise's author, a marker, a tag's owner or manager):
 * their public profile (`staff/?ids=`) for every staff viewer, admin, teacher and examiner alike; null only
 * when the user is gone or no longer staff.
 */
export const staffById = (ctx: GatewayContext, id: number) => ctx.loaders.users.staff.load(id);

/** The viewer's own row (`self/`), fetched once per request. */
export const viewerRow = (ctx: GatewayContext) => ctx.loaders.users.self();

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
