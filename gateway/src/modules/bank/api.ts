/**
 * What other modules may use of the bank module: error tags by id (marking puts them on answers).
 */
import type { GatewayContext } from '../../context.js';

export type { ErrorTagParent, TagParent } from './mappers.js';

export const errorTagById = (ctx: GatewayContext, id: number) => ctx.loaders.bank.errorTag.load(id);
export const tagById = (ctx: GatewayContext, id: number) => ctx.loaders.bank.tag.load(id);
