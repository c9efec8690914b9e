/**
 * What other modules (and access.ts) may use of the users module: users by id and the viewer's own row,
 * through this request's loaders.
 */
import type { GatewayContext } from '../../context.js';

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
