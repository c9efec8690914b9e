import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { positiveInt } from '../../http/validators.js';

export const mediaListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  owner_id: positiveInt.optional().describe('Uploaded by this user'),
});

export const mediaFileQuery = z.strictObject({
  key: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .describe('The key of the link that the metadata’s `url` carries'),
});
