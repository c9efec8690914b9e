import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';

const MarkingPresenceMutation = graphql(`
  mutation MarkingPresenceMutation($attemptId: ID!) {
    markingPresence(input: { attemptId: $attemptId }) {
      markers {
        markerId
        name
        seenAt
      }
    }
  }
`);

const LeaveMarkingMutation = graphql(`
  mutation LeaveMarkingMutation($attemptId: ID!) {
    leaveMarking(input: { attemptId: $attemptId }) {
      errors {
        field
      }
    }
  }
`);

/** How often an open marking page says it is still open (the server forgets a page after a minute). */
export const PRESENCE_HEARTBEAT_MS = 20_000;

/**
 * Who else has this submission's marking page open (issue 26 point 5): a heartbeat on opening and every 20 s
 * while the page is open, and a goodbye on leaving. Quiet: a missed heartbeat shows no error, the next one
 * tries again. The names of the other markers, first come first.
 */
export function useMarkingPresence(attemptId: string, enabled = true): string[] {
  const [beat] = useMutation(MarkingPresenceMutation, { context: { silent: true } });
  const [leave] = useMutation(LeaveMarkingMutation, { context: { silent: true } });
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    if (!enabled || !attemptId) return;
    let live = true;
    const once = () =>
      beat({ variables: { attemptId } })
        .then((r) => {
          if (live && r.data) setOthers(r.data.markingPresence.markers.map((m) => m.name));
        })
        .catch(() => null);
    void once();
    const timer = setInterval(() => void once(), PRESENCE_HEARTBEAT_MS);
    return () => {
      live = false;
      clearInterval(timer);
      void leave({ variables: { attemptId } }).catch(() => null);
    };
  }, [attemptId, enabled, beat, leave]);
  return others;
}
