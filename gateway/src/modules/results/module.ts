import { defineModule, type ClassListStart } from '../descriptor.js';
import { progressOfClass } from '../timetable/api.js';
import { createResultLoaders } from './loaders.js';
import { resultResolvers } from './resolvers.js';

const assignments: ClassListStart = (ctx, id) => ctx.loaders.results.assignmentsOfClass.load(id);
const scores: ClassListStart = (ctx, id) => ctx.loaders.results.scoresOfClass.load(id);
const results: ClassListStart = (ctx, id) => ctx.loaders.results.resultsOfClass.load(id);
const scoreSummaries: ClassListStart = (ctx, id) => ctx.loaders.results.scoreSummariesOfClass.load(id);
const progress: ClassListStart = progressOfClass;

export const resultsModule = defineModule({
  name: 'results',
  resolvers: resultResolvers,
  createLoaders: createResultLoaders,
  classPrefetch: {
    'Class.assignments': assignments,
    'Class.scores': scores,
    'ClassStudent.results': results,
    'ClassStudent.progress': progress,
    'ClassStudent.scoreSummary': scoreSummaries,
    'ClassOverview.assignmentCount': assignments,
    'ClassOverview.waitingScore': assignments,
    'ClassOverview.completionPercent': progress,
    'ClassOverview.averageScore': progress,
  },
});
