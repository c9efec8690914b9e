import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { toast } from '../ui/toast';

/** What every `delete…` mutation answers: the id it deleted, or the reasons it refused. */
export interface DeletePayload {
  deletedId?: string | number | null;
  errors: readonly { messages: readonly string[] }[];
}

export interface DeleteSpec<TData> {
  /** The mutation's payload in its answer (`data.deleteCourse`). */
  payload: (data: TData) => DeletePayload;
  /** What leaves the cache once the server has deleted `id` (the item, and the pages that listed it). */
  forget: (cache: ApolloCache, id: string) => void;
  /** The toasts' titles, in the user's language; `name` is what the caller passed for the item. */
  deleted: (name?: string) => string;
  failed: string;
}

/**
 * A delete by id, as every list page does it: the mutation runs silently (the generic error toast does not
 * come on top), the item leaves the cache, and one toast says it is gone, or why the server refused with its
 * own words. Resolves to whether it was deleted.
 */
export function useDeleteById<TData, TVariables extends { input: { id: string } }>(
  document: TypedDocumentNode<TData, TVariables>,
  { payload, forget, deleted, failed }: DeleteSpec<TData>,
) {
  const [mutate] = useMutation(document, {
    context: { silent: true },
    update(cache, { data }) {
      const id = data ? payload(data).deletedId : null;
      if (id !== null && id !== undefined) forget(cache, String(id));
    },
  });
  return useCallback(
    async (id: string, name?: string) => {
      let reason: string | undefined;
      const result = await mutate({ variables: { input: { id } } as TVariables }).catch((error: unknown) => {
        reason = error instanceof Error ? error.message : undefined;
        return null;
      });
      const answer = result?.data ? payload(result.data) : undefined;
      const done = answer?.deletedId !== null && answer?.deletedId !== undefined;
      if (done) toast.success(deleted(name));
      else toast.error(failed, reason ?? answer?.errors.flatMap((e) => e.messages).join(' '));
      return done;
    },
    [mutate, payload, deleted, failed],
  );
}
