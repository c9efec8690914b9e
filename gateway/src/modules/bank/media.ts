import type { MediaResolvers, QueryResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';
import { byId } from '../../rest/batch.js';
import { idList, type RestClient } from '../../rest/client.js';

/** Media by id, one `upload/?ids=` call per batch. */
export const createMediaLoaders = (rest: RestClient) => ({
  media: byId((ids) => rest.getAll('upload/', { ids: idList(ids) })),
});

/**
 * A medium as `upload/` and the question rows give it. `url` is the backend's link under
 * `/lms-backend/api/`, which the gateway passes through as is: the browser fetches it from the gateway's
 * own origin, with no token (the link is signed for the file and works for minutes, issue 26 point 3).
 * Who may read a medium is the backend's answer: `upload/?ids=` leaves out the others, so `media(id)` and
 * a spoken answer's `media` are null for them.
 */
export const Media: MediaResolvers = {
  mimeType: (m) => m.mime_type,
  originalName: (m) => m.original_name,
};

export const mediaQueries: Pick<QueryResolvers, 'media'> = {
  media: (_, { id }, ctx) => ctx.loaders.bank.media.load(toId(id)),
};
