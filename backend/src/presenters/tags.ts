import { z } from 'zod';
import type { ErrorTagRow, TagRow } from '../db/rows.js';

export const tagSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    store: z
      .enum(['common', 'private'])
      .describe('common: no owner, written by admins; private: a teacher’s own'),
    owner_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .describe('Tag');
export type TagJson = z.infer<typeof tagSchema>;

export const presentTag = (t: TagRow): TagJson => ({
  id: t.id,
  name: t.name,
  store: t.ownerId === null ? 'common' : 'private',
  owner_id: t.ownerId,
  created_at: t.createdAt.toISOString(),
});

export const errorTagSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parent_id: z
      .number()
      .int()
      .nullable()
      .describe('The top-level tag this one is a child of; null at the top'),
    link: z.string().describe('Where a student reads about the error; empty when none'),
    is_common: z.boolean(),
    manager_id: z
      .number()
      .int()
      .nullable()
      .describe('Who manages it: the admin who wrote a common tag, or the teacher'),
    created_at: z.string(),
  })
  .describe('ErrorTag');
export type ErrorTagJson = z.infer<typeof errorTagSchema>;

export const presentErrorTag = (t: ErrorTagRow): ErrorTagJson => ({
  id: t.id,
  name: t.name,
  parent_id: t.parentId,
  link: t.link,
  is_common: t.isCommon,
  manager_id: t.managerId,
  created_at: t.createdAt.toISOString(),
});
