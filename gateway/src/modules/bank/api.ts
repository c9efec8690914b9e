/**
 * What other modules may use of the bank module: error tags by id (marking puts them on answers), media by
 * id, and a part's content and key as their GraphQL union members (the exam runner shows parts too).
 */
import type { GatewayContext } from '../../context.js';

export type { ErrorTagParent, TagParent } from './mappers.js';

export const errorTagById = (ctx: GatewayContext, id: number) => ctx.loaders.bank.errorTag.load(id);
export const tagById = (ctx: GatewayContext, id: number) => ctx.loaders.bank.tag.load(id);
export const mediaById = (ctx: GatewayContext, id: number) => ctx.loaders.bank.media.load(id);
export { content as partContent, key as partKey } from './questions.js';
export { languageOf } from './part-input.js';
