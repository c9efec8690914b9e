/**
 * What other modules may use of the courses module: courses by id (the bank shows an exercise's course).
 */
import type { GatewayContext } from '../../context.js';

export type { CourseParent } from './mappers.js';

/** A course by id (`course/?ids=`), batched with the request's other course reads; null when unknown. */
export const courseById = (ctx: GatewayContext, id: number) => ctx.loaders.courses.course.load(id);
