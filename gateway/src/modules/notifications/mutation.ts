import { refused, withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { toIds } from '../../input.js';
import { languageOf } from '../bank/api.js';

const TWICE = {
  en: 'Each kind once: a kind is listed twice',
  vi: 'Mỗi loại chỉ một lần: có loại bị liệt kê hai lần',
} as const;

export const notificationMutations: MutationResolvers = {
  markNotificationsRead: async (_, { input }, ctx) => {
    const ids = input.ids?.length ? toIds(input.ids, 'ids') : undefined;
    const answer = await withFieldErrors(async () => {
      const json = await ctx.rest.post('notification/read/', {
        body: { ...(ids ? { ids } : {}), ...(input.all != null ? { all: input.all } : {}) },
      });
      return { notifications: json.items, unread: json.unread };
    });
    return { notifications: [], unread: null, ...answer, clientMutationId: input.clientMutationId };
  },

  updateNotificationPreferences: async (_, { input }, ctx) => {
    const kinds = input.kinds ?? [];
    if (new Set(kinds.map((k) => k.kind)).size !== kinds.length) {
      const lang = languageOf(ctx.rest.acceptLanguage);
      return {
        ...refused([{ field: 'kinds', messages: [TWICE[lang]] }]),
        clientMutationId: input.clientMutationId,
      };
    }
    const answer = await withFieldErrors(
      async () => ({
        notificationPreferences: await ctx.rest.put('notification/preferences/', {
          body: {
            ...(kinds.length ? { channels: Object.fromEntries(kinds.map((k) => [k.kind, k.channel])) } : {}),
            ...(input.dailyDigest != null ? { digest: input.dailyDigest } : {}),
            ...(input.language != null ? { lang: input.language as 'vi' | 'en' } : {}),
          },
        }),
      }),
      // REST's names: `channels.<kind>` is the input's `kinds`, `lang` its `language`, `digest` its `dailyDigest`.
      {
        field: (restField) =>
          restField.startsWith('channels')
            ? 'kinds'
            : restField === 'lang'
              ? 'language'
              : restField === 'digest'
                ? 'dailyDigest'
                : restField,
      },
    );
    return { notificationPreferences: null, ...answer, clientMutationId: input.clientMutationId };
  },
};
