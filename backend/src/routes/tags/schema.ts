import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg } from '../../http/messages.js';
import { link, positiveInt, positiveIntBody } from '../../http/validators.js';

const name = z.string().trim().min(1, msg('required')).max(100);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const tagListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  store: z.enum(['common', 'private']).optional(),
  owner_id: positiveInt.optional(),
  search: z.string().trim().max(100).optional(),
});

export const tagBody = z.strictObject({ name });
export const tagUpdateBody = z.strictObject({ name: name.optional() });

export const errorTagListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  parent_ids: idList.optional().describe('The children of these tags (a batch)'),
  top: flag.optional().describe('true: the top-level tags only'),
  is_common: flag.optional(),
  manager_id: positiveInt.optional(),
  search: z.string().trim().max(100).optional(),
});

export const errorTagBody = z.strictObject({
  name,
  parent_id: positiveIntBody.nullable().default(null),
  link: link.default(''),
});

export const errorTagUpdateBody = z.strictObject({
  name: name.optional(),
  parent_id: positiveIntBody.nullable().optional(),
  link: link.optional(),
});
