import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type { RenewMediaUrl } from '../ui/upload/mediaLinks';

export const FreshMediaQuery = graphql(`
  query FreshMediaQuery($id: ID!) {
    media(id: $id) {
      id
      url
    }
  }
`);

/** The medium's id in one of its links (`/lms-backend/api/upload/<id>/file?...`). */
export function mediumIdOf(url: string): string | null {
  return /\/upload\/(\d+)\/file(?:\?|$)/.exec(url)?.[1] ?? null;
}

/**
 * Renews an expired file link (issue 26 point 3) by asking for the medium again, past the cache: the fresh
 * link also lands in the cache, so every view of the medium takes it.
 */
export function mediaLinkRenewer(client: ApolloClient): RenewMediaUrl {
  return async (url) => {
    const id = mediumIdOf(url);
    if (!id) return null;
    const { data } = await client.query({
      query: FreshMediaQuery,
      variables: { id },
      fetchPolicy: 'network-only',
    });
    return data?.media?.url ?? null;
  };
}
