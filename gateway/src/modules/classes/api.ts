/**
 * What other modules may use of the classes module: classes and their students, through this request's
 * loaders. Everything else in the folder is the module's own (docs/architecture.md).
 */
import type { GatewayContext } from '../../context.js';
import type { RestClass } from '../../rest/types.js';

export type { ClassParent, ClassStudentParent } from './mappers.js';
export { studentOf } from './members.js';

/** A class the viewer may read, by id (one `class/?ids=` call per batch); null otherwise. */
export const classById = (ctx: GatewayContext, id: number) => ctx.loaders.classes.class.load(id);

/** Remembers a class another list already carried, so reading it by id costs no call. */
export const primeClass = (ctx: GatewayContext, cls: RestClass) => {
  ctx.loaders.classes.class.prime(cls.id, cls);
};

/** Every student of the class, all statuses (one `class/students?class_ids=` call per batch). */
export const studentsOfClass = (ctx: GatewayContext, classId: number) =>
  ctx.loaders.classes.studentsOfClass.load(classId);
