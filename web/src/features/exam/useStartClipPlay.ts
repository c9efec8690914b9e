import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData } from '../../gql';
import type { ClipPlays_PlaysFragment } from '../../gql/graphql';
import { ClipPlaysFragment, StartClipPlayMutation } from './examDocuments';
import type { ServerClock } from './serverClock';
import { isRetryable, messageOf } from './transport';

/** What the server said to a limited clip's play (docs/decisions.md, issue 30 point 3). */
export type ClipPlayStart =
  | { kind: 'ok'; plays: ClipPlays_PlaysFragment; url: string | null }
  | { kind: 'refused'; plays: ClipPlays_PlaysFragment | null; message: string | null }
  | { kind: 'offline' };

/**
 * `startClipPlay` for the player: the server records the play (or answers the one running) and its clock
 * syncs the runner's, so the player stands where the server's play stands. No answer means no play.
 */
export function useStartClipPlay(attemptId: string, clock: ServerClock) {
  const [mutate] = useMutation(StartClipPlayMutation, { context: { silent: true } });
  return useCallback(
    async (mediaId: string): Promise<ClipPlayStart> => {
      try {
        const { data } = await mutate({ variables: { input: { attemptId, mediaId } } });
        const payload = data?.startClipPlay;
        if (!payload) return { kind: 'offline' };
        clock.sync(payload.serverNow);
        const plays = getFragmentData(ClipPlaysFragment, payload.plays) ?? null;
        if (payload.errors.length || !plays)
          return { kind: 'refused', plays, message: payload.errors[0]?.messages[0] ?? null };
        // The clip's link while the play runs: the attempt's content carries none before it.
        return { kind: 'ok', plays, url: payload.media?.url ?? null };
      } catch (error) {
        return isRetryable(error)
          ? { kind: 'offline' }
          : { kind: 'refused', plays: null, message: messageOf(error) };
      }
    },
    [mutate, attemptId, clock],
  );
}
