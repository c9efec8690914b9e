import { accommodationErrors } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setAccommodation } from '../../commands/accommodations.js';
import { ROLE } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import { idParams } from '../../http/validators.js';
import { requireRole } from '../../policies/roles.js';
import { standingAccommodationOf } from '../../queries/accommodations.js';
import { assertUserExists } from '../../queries/users.js';

const tags = ['users'];

const accommodationSchema = z
  .object({
    extra_time_percent: z.number().int().nullable().describe('Percent of a time limit added (0..200)'),
    extra_time_minutes: z.number().int().nullable().describe('Minutes added to a time limit (0..600)'),
    extra_attempts: z.number().int().describe("Attempts added to every assignment's cap (0..10)"),
  })
  .describe('Accommodation');

const accommodationBody = z.object({
  extra_time_percent: z.number().nullable(),
  extra_time_minutes: z.number().nullable(),
  extra_attempts: z.number().optional(),
});

type Row = { extraTimePercent: number | null; extraTimeMinutes: number | null; extraAttempts: number };
const present = (a: Row | null) => ({
  extra_time_percent: a?.extraTimePercent ?? null,
  extra_time_minutes: a?.extraTimeMinutes ?? null,
  extra_attempts: a?.extraAttempts ?? 0,
});

/**
 * A student's standing accommodation (issue 31 point 1, docs/design.md section 12): admins set it; the
 * student and admins read it. Extra time lengthens every timed test's limit, never its deadline.
 */
export const accommodationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/user/:id/accommodation/',
    {
      schema: {
        tags,
        summary: "A student's standing extra time and attempts (admins, and the student)",
        params: idParams,
        response: { 200: accommodationSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      if (viewer.role !== ROLE.ADMIN && viewer.user.id !== request.params.id) throw forbidden();
      await assertUserExists(db, request.params.id);
      return present(await standingAccommodationOf(db, request.params.id));
    },
  );

  app.put(
    '/user/:id/accommodation/',
    {
      schema: {
        tags,
        summary: "Set a student's standing extra time and extra attempts (admins)",
        description:
          'One of a percent (0..200) of the time limit or minutes (0..600); null or 0 for none; and ' +
          "extra attempts (0..10) on every assignment's cap, beyond one per redo asked. " +
          '400 with field errors otherwise.',
        params: idParams,
        body: accommodationBody,
        response: { 200: accommodationSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      requireRole(viewer, 'ADMIN');
      await assertUserExists(db, request.params.id);
      const acc = {
        extraTimePercent: request.body.extra_time_percent || null,
        extraTimeMinutes: request.body.extra_time_minutes || null,
        extraAttempts: request.body.extra_attempts ?? 0,
      };
      const errors = accommodationErrors(acc);
      if (errors.length)
        throw badRequest(Object.fromEntries(errors.map((e) => [e.field, e.code as MessageKey])));
      return present(await setAccommodation(db, request.params.id, acc, viewer.user.id, new Date()));
    },
  );
};
