import { defineModule, type ClassListStart } from '../descriptor.js';
import { studentsOfClass } from './api.js';
import { createClassLoaders } from './loaders.js';
import { classResolvers } from './resolvers.js';

const students: ClassListStart = studentsOfClass;

export const classesModule = defineModule({
  name: 'classes',
  resolvers: classResolvers,
  createLoaders: createClassLoaders,
  classPrefetch: {
    'Class.students': students,
    'Class.viewerMembership': students,
    'Class.overview': null,
    'Class.course': null,
    'Class.teachers': null,
    'Class.examiners': null,
    'ClassOverview.activeStudents': null,
    'ClassOverview.sessionsPassed': null,
    'ClassOverview.numberOfSessions': null,
    'ClassOverview.pendingRequests': students,
    'ClassStudent.class': null,
    'ClassStudent.student': null,
  },
});
