import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The field paths selected under the current field (`students`, `students.scoreSummary`, ...), fragments
 * included, type conditions ignored. Lets a parent start its children's REST calls at once instead of
 * one level after another.
 */
export function selectedPaths(info: GraphQLResolveInfo): Set<string> {
  const paths = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, prefix: string, seen: Set<string>) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const path = prefix + selection.name.value;
        paths.add(path);
        walk(selection.selectionSet, `${path}.`, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, prefix, seen);
      } else if (!seen.has(selection.name.value)) {
        walk(
          info.fragments[selection.name.value]?.selectionSet,
          prefix,
          new Set(seen).add(selection.name.value),
        );
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet, '', new Set());
  return paths;
}
