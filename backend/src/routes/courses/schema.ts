import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg } from '../../http/messages.js';

/** IELTS bands run from 0 to 9 in half steps. */
const targetBand = z
  .string()
  .trim()
  .regex(/^([0-8](\.[05])?|9(\.0)?)$/, msg('invalid_input'));

const courseFields = {
  name: z.string().trim().min(1, msg('required')).max(255),
  description: z.string().trim().max(5000),
  target_band: targetBand.nullable(),
};

export const courseCreateBody = z.strictObject({
  name: courseFields.name,
  description: courseFields.description.default(''),
  target_band: courseFields.target_band.default(null),
});

export const courseUpdateBody = z.strictObject(courseFields).partial();

export const courseListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  search: z.string().trim().max(100).optional(),
  ordering: z.enum(['name', '-name', 'created_at', '-created_at']).default('name'),
});
