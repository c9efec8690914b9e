import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { ItemList } from '../../ui/ItemList';
import { EmptyNote, Panel } from '../../ui/Panel';
import { paths } from '../../shared/paths';

export const MarkingQueue_results = graphql(`
  fragment MarkingQueue_results on Result {
    id
    submittedAt
    student {
      id
      name
    }
    assignment {
      id
      title
      class {
        id
        name
      }
    }
  }
`);

/**
 * Work waiting for the viewer's marking: the first rows, the count of all, and a link to the full paged list
 * (`/marking`, the same query), so that every counted row can be reached.
 */
export function MarkingQueue({
  results,
  total,
}: {
  results: FragmentType<typeof MarkingQueue_results>[];
  total: number;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = getFragmentData(MarkingQueue_results, results);
  return (
    <Panel
      title={t('dashboard.waitingMarking', { count: total })}
      extra={total > 0 && <Link to={paths.marking}>{t('dashboard.seeAll', { count: total })}</Link>}
    >
      {rows.length === 0 ? (
        <EmptyNote>{t('dashboard.nothingToMark')}</EmptyNote>
      ) : (
        <ItemList
          label={t('dashboard.waitingMarking', { count: total })}
          items={rows.map((r) => ({
            key: String(r.id),
            title: r.assignment?.title ?? '—',
            description: t('dashboard.submittedBy', {
              name: r.student?.name ?? '—',
              date: format.dateTime(r.submittedAt),
            }),
            extra: r.assignment?.class && (
              <>
                <Link to={paths.classDetail(r.assignment.class.id, 'exercise')}>
                  {r.assignment.class.name}
                </Link>
                {r.student && (
                  <>
                    {' · '}
                    <Link
                      to={paths.markAttempt(r.assignment.class.id, r.student.id, r.id)}
                      aria-label={t('marking.markOf', { name: r.student.name })}
                    >
                      {t('marking.mark')}
                    </Link>
                  </>
                )}
              </>
            ),
          }))}
        />
      )}
    </Panel>
  );
}
