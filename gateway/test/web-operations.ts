import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as generated from '../../web/src/gql/graphql.js';

/** One operation of the web, as its generated client sends it. */
export interface WebOperation {
  name: string;
  kind: OperationDefinitionNode['operation'];
  document: DocumentNode;
  /** The text sent over HTTP, fragments included. */
  query: string;
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;

/**
 * Every operation of the web, read from its generated client (web/src/gql/graphql.ts exports each as a typed
 * `...Document`), so the gateway's tests and integration/'s run what the web really sends, never a copy.
 */
export const webOperations: ReadonlyMap<string, WebOperation> = new Map(
  Object.values(generated)
    .filter(isDocument)
    .flatMap((document) =>
      document.definitions
        .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && !!d.name)
        .map((op): [string, WebOperation] => [
          op.name!.value,
          { name: op.name!.value, kind: op.operation, document, query: print(document) },
        ]),
    ),
);

/** A web operation by name; throws when the web has none of that name. */
export function webOperation(name: string): WebOperation {
  const op = webOperations.get(name);
  if (!op) throw new Error(`The web has no operation ${name} (web/src/gql/graphql.ts)`);
  return op;
}
