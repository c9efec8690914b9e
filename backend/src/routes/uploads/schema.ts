import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { positiveInt } from '../../http/validators.js';

export const mediaListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  owner_id: positiveInt.optional().describe('Uploaded by this user'),
});

/**
 * The signature of a file's link, as the metadata's `url` carries it. Checked by the route, not here: a link
 * without one, or an old `?key=` link, is refused like a forged one (403), not as bad input.
 */
export const mediaFileQuery = z.object({
  exp: z.string().max(20).optional().describe('When the link stops working (unix seconds)'),
  sig: z.string().max(100).optional().describe('The link’s signature, for this file and this expiry'),
});
