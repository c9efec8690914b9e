import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { MarkAttemptQuery } from './markAttemptQuery';

/**
 * The first submissions waiting for marking: its own query, so returning the work (which changes the queue)
 * asks for the queue again, never for the attempt being left or the one fetched ahead.
 */
const MarkingQueueQuery = graphql(`
  query MarkingQueueQuery {
    queue: results(filter: { status: WAITING_SCORE }, pageSize: 2) {
      items {
        id
        student {
          id
        }
        assignment {
          id
          class {
            id
          }
        }
      }
    }
  }
`);

/** What the marking page of the next submission is opened with: its attempt, already in the cache. */
export interface MarkingState {
  prefetched?: string;
}

/**
 * The next submission waiting for marking (the queue's order), fetched into the cache once as soon as this one
 * shows, so returning this one opens the next without waiting. Null when this is the last one.
 */
export function useNextInQueue(attemptId: string): { id: string; path: string } | null {
  const client = useApolloClient();
  const { data } = useQuery(MarkingQueueQuery, { context: { silent: true } });
  const next = data?.queue.items.find((r) => String(r.id) !== attemptId && r.student && r.assignment?.class);
  const nextId = next ? String(next.id) : null;
  useEffect(() => {
    if (nextId) void client.query({ query: MarkAttemptQuery, variables: { id: nextId } }).catch(() => null);
  }, [client, nextId]);
  return next
    ? { id: String(next.id), path: paths.markAttempt(next.assignment!.class!.id, next.student!.id, next.id) }
    : null;
}
