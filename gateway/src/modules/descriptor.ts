import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers.js';
import type { RestClient } from '../rest/client.js';

/** Starts one class-level list for a class; the field that reads it later finds it loaded or loading. */
export type ClassListStart = (ctx: GatewayContext, classId: number) => Promise<unknown>;

/**
 * What a domain module gives the gateway (docs/architecture.md, "The parts and their layers"): its
 * resolvers (of its own types and of the fields it adds to others), its loaders under
 * `ctx.loaders.<name>`, and its prefetch entries. modules/index.ts lists every module once; the schema
 * and each request's context are built from that list.
 */
export interface ModuleDescriptor<Name extends string = string, Loaders = unknown> {
  /** The key of its loaders in `ctx.loaders`; unique (modules.test.ts checks). */
  name: Name;
  resolvers: Resolvers;
  /** This request's loaders of the module, built per request, never at module scope. */
  createLoaders: (rest: RestClient) => Loaders;
  /**
   * The fields under a class (schema coordinates, `Class.lessons`, `ClassStudent.results`,
   * `ClassOverview.waitingScore`) this module resolves, each with the class-level list it reads, or null
   * when it reads none. The `class` query starts every list its selection needs together with the class
   * itself, so a class detail is one parallel wave of REST calls, not one wave per level.
   */
  classPrefetch: Record<string, ClassListStart | null>;
}

/** Keeps a module's literal name (the key of its loaders) in the descriptor's type. */
export const defineModule = <Name extends string, Loaders>(
  module: ModuleDescriptor<Name, Loaders>,
): ModuleDescriptor<Name, Loaders> => module;
