import type { RestClass, RestClassStudent, RestEndDate, RestStudentClass } from '../../rest/types.js';

/** A class; `membership` is set when it came from the viewer's own list of classes (students/class). */
export type ClassParent = RestClass & { membership?: Omit<RestStudentClass, 'class'> };
export type ClassStudentParent = RestClassStudent;
/** The overview is computed from the class's lists; its parent is the class. */
export type ClassOverviewParent = RestClass;
export type EndDateCalculationParent = RestEndDate;
