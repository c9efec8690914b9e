import type { RestClient } from '../rest/client.js';
import { accountsModule } from './accounts/module.js';
import { bankModule } from './bank/module.js';
import { classesModule } from './classes/module.js';
import { coursesModule } from './courses/module.js';
import { examsModule } from './exams/module.js';
import { feedbackModule } from './feedback/module.js';
import { ieltsModule } from './ielts/module.js';
import { knowledgeModule } from './knowledge/module.js';
import { reportsModule } from './reports/module.js';
import { resultsModule } from './results/module.js';
import { timetableModule } from './timetable/module.js';
import { usersModule } from './users/module.js';
import { analyticsModule } from './analytics/module.js';
import { speakingModule } from './speaking/module.js';
import { statisticsModule } from './statistics/module.js';
import { presentationsModule } from './presentations/module.js';
import { notificationsModule } from './notifications/module.js';

/**
 * Every domain module, once: the schema takes their resolvers (schema.ts), each request's context their
 * loaders, each under the module's name (context.ts), and the class query their prefetch entries
 * (prefetch.ts). A new domain is registered here and nowhere else (docs/architecture.md).
 */
export const modules = [
  accountsModule,
  usersModule,
  coursesModule,
  classesModule,
  timetableModule,
  resultsModule,
  bankModule,
  examsModule,
  reportsModule,
  feedbackModule,
  knowledgeModule,
  ieltsModule,
  analyticsModule,
  speakingModule,
  statisticsModule,
  presentationsModule,
  notificationsModule,
] as const;

type Module = (typeof modules)[number];

/** This request's loaders, one namespace per module: `ctx.loaders.timetable.lessonsOfClass`. */
export type Loaders = { [M in Module as M['name']]: ReturnType<M['createLoaders']> };

export function createLoaders(rest: RestClient): Loaders {
  return Object.fromEntries(modules.map((m) => [m.name, m.createLoaders(rest)])) as Loaders;
}
