import { graphql } from '../../gql';
import type { ClassState } from '../../gql/graphql';
import type { RoutePrefetch } from '../../shared/prefetch';
import { prefetchQuery, studentByRoles } from '../../shared/prefetch';
import type { ListParams } from '../../ui/useListParams';
import { listParamsOf } from '../../ui/useListParams';

/*
 * The class list's query, apart from the page so that the route can start it beside `viewer` as the tab
 * starts (issue 29 point 3) without bringing the table into the shell.
 */

export const ClassListQuery = graphql(`
  query ClassListQuery($filter: ClassFilter, $sort: ClassSort, $page: Int, $pageSize: Int) {
    classes(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        ...ClassTable_classes
      }
    }
  }
`);

export const CLASS_FILTERS = ['state'] as const;

/** The query's variables for the list's address (page, size, search, state). */
export const classListVariables = ({ page, pageSize, search, filters }: ListParams<'state'>) => ({
  page,
  pageSize,
  sort: 'START_DATE_DESC' as const,
  filter: { search: search || undefined, state: (filters.state as ClassState | undefined) ?? undefined },
});

/** Staff see the class table; a student's own classes page asks for its own (not prefetched). */
export const prefetchClassList: RoutePrefetch = ({ client, roles, search, constants }) => {
  if (studentByRoles(roles)) return;
  prefetchQuery(
    client,
    ClassListQuery,
    classListVariables(listParamsOf(search, CLASS_FILTERS, constants.page_size)),
  );
};
