import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { ItemList } from '../../ui/ItemList';
import { EmptyNote, Panel } from '../../ui/Panel';
import { ResultStatusTag, StudentStatusTag } from '../../shared/StatusTags';
import { Tag } from '../../ui/Tag';
import { paths } from '../../shared/paths';

export const MyClasses_classes = graphql(`
  fragment MyClasses_classes on Class {
    id
    name
    studyTimeStart
    studyTimeEnd
    weekdays
    classroomOnline
    viewerMembership {
      id
      status
    }
  }
`);

export function MyClasses({ classes }: { classes: FragmentType<typeof MyClasses_classes>[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = getFragmentData(MyClasses_classes, classes);
  return (
    <Panel
      title={t('dashboard.myClasses')}
      extra={<Link to={paths.classes}>{t('dashboard.joinOrSeeAll')}</Link>}
    >
      {rows.length === 0 ? (
        <EmptyNote>{t('dashboard.noClasses')}</EmptyNote>
      ) : (
        <ItemList
          label={t('dashboard.myClasses')}
          items={rows.map((c) => ({
            key: String(c.id),
            title: <Link to={paths.classDetail(c.id)}>{c.name}</Link>,
            description: t('classDetail.scheduleText', {
              days: c.weekdays.map((d) => format.weekday(d, 'short')).join(', '),
              start: c.studyTimeStart,
              end: c.studyTimeEnd,
            }),
            extra: c.viewerMembership && <StudentStatusTag status={c.viewerMembership.status} />,
          }))}
        />
      )}
    </Panel>
  );
}

export const Deadlines_assignments = graphql(`
  fragment Deadlines_assignments on Assignment {
    id
    title
    deadline
    kind
    class {
      id
      name
    }
    results {
      id
      status
    }
  }
`);

/** The student's coming deadlines, soonest first, with what is already handed in. */
export function Deadlines({
  assignments,
  now = new Date(),
}: {
  assignments: FragmentType<typeof Deadlines_assignments>[];
  now?: Date;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = getFragmentData(Deadlines_assignments, assignments)
    .filter((a) => a.deadline && new Date(a.deadline) >= now)
    .sort((a, b) => (a.deadline ?? '').localeCompare(b.deadline ?? ''))
    .slice(0, 8);
  return (
    <Panel title={t('dashboard.deadlines')}>
      {rows.length === 0 ? (
        <EmptyNote>{t('dashboard.noDeadlines')}</EmptyNote>
      ) : (
        <ItemList
          label={t('dashboard.deadlines')}
          items={rows.map((a) => {
            const status = a.results?.[0]?.status;
            return {
              key: String(a.id),
              title: a.title,
              description: t('dashboard.dueIn', {
                date: format.dateTime(a.deadline),
                name: a.class?.name ?? '',
              }),
              extra: status ? (
                <ResultStatusTag status={status} />
              ) : (
                <Tag color="red">{t('dashboard.toDo')}</Tag>
              ),
            };
          })}
        />
      )}
    </Panel>
  );
}

export const RecentResults_results = graphql(`
  fragment RecentResults_results on Result {
    id
    status
    score
    belowMinScore
    markedAt
    comment
    assignment {
      id
      title
      maxScore
    }
  }
`);

export function RecentResults({ results }: { results: FragmentType<typeof RecentResults_results>[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = getFragmentData(RecentResults_results, results);
  return (
    <Panel title={t('dashboard.results')}>
      {rows.length === 0 ? (
        <EmptyNote>{t('overview.noResults')}</EmptyNote>
      ) : (
        <ItemList
          label={t('dashboard.results')}
          items={rows.map((r) => ({
            key: String(r.id),
            title: r.assignment?.title ?? '—',
            description: (
              <>
                {r.score !== null &&
                  t('dashboard.scoreOf', {
                    score: format.number(r.score),
                    max: format.number(r.assignment?.maxScore),
                  })}
                {r.belowMinScore && (
                  <span style={{ display: 'block', color: '#DB4848' }}>{t('results.belowMinScore')}</span>
                )}
              </>
            ),
            extra: <ResultStatusTag status={r.status} />,
          }))}
        />
      )}
    </Panel>
  );
}
