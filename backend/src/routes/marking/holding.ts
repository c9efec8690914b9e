import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setHolding } from '../../commands/holding.js';
import { idParams } from '../../http/validators.js';
import { requireMarker } from '../../policies/exams.js';
import { attemptById } from '../../queries/exams.js';

const tags = ['marking'];

const heldSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['unfinished', 'holding']),
    updated_at: z.string(),
  })
  .describe('The attempt paused or going on');

/**
 * Holding an attempt (issue 13): its class's markers (admins, its teachers, its assigned examiners) pause an
 * attempt being taken, and let it go on. While paused the student can neither answer nor submit.
 */
export const holdingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  for (const [method, hold] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/user-exam/:id/hold',
      schema: {
        tags,
        summary: hold ? 'Pause an attempt being taken (holding)' : 'Let a paused attempt go on',
        description: hold
          ? 'Only an attempt being taken (409 attempt_not_in_progress).'
          : 'Only a paused attempt (409 attempt_not_held).',
        params: idParams,
        response: { 200: heldSchema },
      },
      handler: async (request) => {
        const row = await attemptById(db, request.params.id);
        await requireMarker(db, request.viewer, row.assignment.classId);
        const held = await setHolding(db, row.exam.id, hold, new Date());
        return {
          id: held.id,
          status: held.status as 'unfinished' | 'holding',
          updated_at: held.updatedAt.toISOString(),
        };
      },
    });
  }
};
