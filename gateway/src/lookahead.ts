import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  getNamedType,
  isObjectType,
  type FieldNode,
  type FragmentSpreadNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type InlineFragmentNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The fields selected under the current field, as schema coordinates (`Class.lessons`,
 * `ClassStudent.results`), fragments included, and descending only into fields whose type is in
 * `descendInto`. Selections left out by `@skip`/`@include` are not counted: a staff-only fragment skipped
 * for a student starts no call. Lets a parent start its children's REST calls at once instead of one
 * level after another.
 */
export function selectedCoordinates(info: GraphQLResolveInfo, descendInto: ReadonlySet<string>): Set<string> {
  const coordinates = new Set<string>();
  const included = (node: FieldNode | FragmentSpreadNode | InlineFragmentNode) =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
  const walk = (set: SelectionSetNode | undefined, type: GraphQLObjectType, seen: Set<string>) => {
    for (const selection of set?.selections ?? []) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const field = type.getFields()[selection.name.value];
        if (!field) continue;
        coordinates.add(`${type.name}.${field.name}`);
        const fieldType = getNamedType(field.type);
        if (isObjectType(fieldType) && descendInto.has(fieldType.name))
          walk(selection.selectionSet, fieldType, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, type, seen);
      } else if (!seen.has(selection.name.value)) {
        walk(
          info.fragments[selection.name.value]?.selectionSet,
          type,
          new Set(seen).add(selection.name.value),
        );
      }
    }
  };
  const root = getNamedType(info.returnType);
  if (isObjectType(root)) for (const node of info.fieldNodes) walk(node.selectionSet, root, new Set());
  return coordinates;
}
