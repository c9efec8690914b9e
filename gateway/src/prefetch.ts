import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from './context.js';
import { selectedCoordinates } from './lookahead.js';
import type { ClassListStart, ModuleDescriptor } from './modules/descriptor.js';

/** The parts of a class whose fields the class query looks into: its students and its overview. */
export const CLASS_PARTS: ReadonlySet<string> = new Set(['ClassStudent', 'ClassOverview']);

/** Every module's class prefetch entries in one map; a field claimed by two modules is a mistake. */
export function classPrefetchEntries(
  modules: readonly ModuleDescriptor[],
): ReadonlyMap<string, ClassListStart | null> {
  const entries = new Map<string, ClassListStart | null>();
  for (const module of modules) {
    for (const [coordinate, start] of Object.entries(module.classPrefetch)) {
      if (entries.has(coordinate)) throw new Error(`${coordinate} has prefetch entries in two modules`);
      entries.set(coordinate, start);
    }
  }
  return entries;
}

/**
 * Starts every class-level list the query will need, together with the class itself: the overview's
 * REST calls then run in one parallel wave instead of three levels (class, students, each student's
 * summaries). Failures surface where the fields read the loaders.
 */
export function prefetchClassLists(
  ctx: GatewayContext,
  entries: ReadonlyMap<string, ClassListStart | null>,
  classId: number,
  info: GraphQLResolveInfo,
): void {
  const starts = new Set<ClassListStart>();
  for (const coordinate of selectedCoordinates(info, CLASS_PARTS)) {
    const start = entries.get(coordinate);
    if (start) starts.add(start);
  }
  for (const start of starts) start(ctx, classId).catch(() => undefined);
}
