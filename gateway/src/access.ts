/**
 * The rules every module shares: who is signed in, and the roles. Rules about users (who is the viewer,
 * whose profile or figures the viewer may read) belong to the users module (`modules/users/api.ts`).
 */
import type { Viewer } from './auth/token.js';
import type { GatewayContext } from './context.js';
import { unauthenticated } from './errors.js';
import { enumValues } from './enums.js';

export const ROLE = enumValues.Role;

export function requireViewer(ctx: GatewayContext): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** Staff read a class's students' figures; the backend narrows them to the classes they may read. */
export const isStaff = (viewer: Viewer) => viewer.role !== ROLE.STUDENT;
