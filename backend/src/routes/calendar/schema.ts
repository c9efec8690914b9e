import { z } from 'zod';

/** The signed-in user's feed: whether there is one and since when (its link is shown once, at creation). */
export const calendarFeedStateSchema = z
  .object({
    exists: z.boolean().describe('Whether the user has a feed'),
    created_at: z
      .string()
      .nullable()
      .describe('When its current link was made (ISO instant); null without one'),
  })
  .describe('CalendarFeedState');

/** A new feed link, answered once: only its hash is kept. */
export const calendarFeedCreatedSchema = z
  .object({
    url: z.string().describe('The private iCal address (RFC 5545) to subscribe to; shown this once'),
    created_at: z.string().describe('When it was made (ISO instant)'),
  })
  .describe('CalendarFeedCreated');

/** `calendar/{file}`: the token and `.ics`. */
export const calendarFileParams = z.object({
  file: z.string().max(200).describe('The feed token followed by .ics'),
});
