import { z } from 'zod';
import type { NotificationPreferencesRow, NotificationRow } from '../db/rows.js';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../db/schema/notifications.js';
import type { Lang } from '../http/messages.js';
import { notificationText } from '../mail/notifications.js';

export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS).describe('What it is about'),
    title: z.string().describe("One line, in the caller's language (Accept-Language)"),
    body: z.string().describe("The details, in the caller's language; may be empty"),
    link: z.string().describe('The web path it opens, or empty'),
    created_at: z.string(),
    read_at: z.string().nullable().describe('When the user read it; null while unread'),
  })
  .describe('Notification');

export const notificationPageSchema = z
  .object({
    items: z.array(notificationSchema),
    total: z.number().int().describe('Rows of the list over all pages'),
    unread: z.number().int().describe("The caller's unread notifications (the bell's count)"),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .describe('NotificationPage');

export const notificationsReadSchema = z
  .object({
    items: z.array(notificationSchema).describe('The notifications marked (none when `all` was used)'),
    unread: z.number().int().describe("The caller's unread count after the change"),
  })
  .describe('NotificationsRead');

export const notificationPreferencesSchema = z
  .object({
    channels: z
      .record(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_CHANNELS))
      .describe('Every kind with its channel (a kind never set shows its default, both)'),
    digest: z.boolean().describe('Mails gathered into one daily digest'),
    lang: z.enum(['vi', 'en']).describe('The language mails are written in'),
  })
  .describe('NotificationPreferences');

/** A row of the centre, its words made in the reader's language now (docs/design.md section 12). */
export function presentNotification(n: NotificationRow, lang: Lang): z.infer<typeof notificationSchema> {
  const { title, body } = notificationText(n.kind, n.params, lang);
  return {
    id: n.id,
    kind: n.kind,
    title,
    body,
    link: n.link,
    created_at: n.createdAt.toISOString(),
    read_at: n.readAt ? n.readAt.toISOString() : null,
  };
}

/** Settings with every kind listed, defaults filled in. */
export function presentPreferences(
  p: NotificationPreferencesRow | null,
): z.infer<typeof notificationPreferencesSchema> {
  return {
    channels: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, p?.channels[kind] ?? 'both']),
    ) as Record<(typeof NOTIFICATION_KINDS)[number], (typeof NOTIFICATION_CHANNELS)[number]>,
    digest: p?.digest ?? false,
    lang: p?.lang === 'en' ? 'en' : 'vi',
  };
}
