import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../../db/schema/notifications.js';
import { msg } from '../../http/messages.js';
import { MAX_ID } from '../../http/validators.js';

/** Rows per page of the notification centre (at most 100, as the GraphQL contract says). */
export const NOTIFICATION_PAGE_MAX = 100;

export const notificationListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(20),
  unread_only: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe('true lists the unread ones only'),
});

export const notificationReadBody = z.strictObject({
  ids: z
    .array(z.number().int().positive().max(MAX_ID), msg('notification_ids_unknown'))
    .max(NOTIFICATION_PAGE_MAX)
    .optional()
    .describe("The notifications to mark read; those not the caller's are ignored"),
  all: z.boolean().optional().describe('true marks every notification of the caller read'),
});

const channel = z.enum(NOTIFICATION_CHANNELS, msg('notification_channel_invalid'));

export const notificationPreferencesBody = z.strictObject({
  channels: z
    .strictObject(
      Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, channel.optional()])) as Record<
        (typeof NOTIFICATION_KINDS)[number],
        z.ZodOptional<typeof channel>
      >,
    )
    .optional()
    .describe('The channel of each kind to change: in_app, email, both or none'),
  digest: z.boolean().optional().describe('true gathers the mails into one daily digest'),
  lang: z
    .enum(['vi', 'en'], msg('notification_lang_invalid'))
    .optional()
    .describe('The language of the mails'),
});
