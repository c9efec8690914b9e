/**
 * What other modules (and access.ts) may use of the users module: users by id and the viewer's own row,
 * through this request's loaders.
 */
import type { GatewayContext } from '../../context.js';

export type { UserParent } from './mappers.js';

/** Full users by id (`user/?ids=`): admin any, teacher the students of own classes; null otherwise. */
export const userById = (ctx: GatewayContext, id: number) => ctx.loaders.users.user.load(id);

/** The viewer's own row (`self/`), fetched once per request. */
export const viewerRow = (ctx: GatewayContext) => ctx.loaders.users.self();
