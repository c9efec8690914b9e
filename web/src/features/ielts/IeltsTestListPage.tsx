import type { ResultOf } from '@graphql-typed-document-node/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import type { DataColumn } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { IeltsList } from './IeltsTable';
import { useIeltsList } from './useIeltsList';
import './ielts.css';

const IeltsTestListQuery = graphql(`
  query IeltsTestListQuery($filter: IeltsTestFilter, $page: Int, $pageSize: Int) {
    ieltsTests(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        name
        module
        active
        description
        listeningExerciseName
        readingExerciseName
        writingExerciseName
        speakingExerciseName
        creatorName
        createdAt
      }
    }
  }
`);

type Row = ResultOf<typeof IeltsTestListQuery>['ieltsTests']['items'][number];
const ACTIVE = ['ALL', 'ACTIVE', 'INACTIVE'] as const;

/**
 * `/manageStatistics/ieltsTests` (administrators): the IELTS tests — name, the exercise of each skill,
 * active, creator, description — each opening its editor (exercises, raw-to-band tables).
 */
export function IeltsTestListPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const list = useIeltsList(IeltsTestListQuery, {
    choice: { name: 'active', values: ACTIVE, fallback: 'ALL' },
    filter: ({ search, choice }) => ({
      active: choice === undefined ? undefined : choice === 'ACTIVE',
      search: search || undefined,
    }),
    list: (data) => data.ieltsTests,
  });
  const columns: DataColumn<Row>[] = [
    {
      key: 'name',
      title: t('ielts.tests.name'),
      render: (_, r) => <Link to={paths.ieltsTestEdit(r.id)}>{r.name}</Link>,
    },
    { key: 'module', title: t('ielts.tests.module'), render: (_, r) => t(`ielts.module.${r.module}`) },
    { key: 'listening', title: t('ielts.skill.LISTENING'), render: (_, r) => r.listeningExerciseName ?? '—' },
    { key: 'reading', title: t('ielts.skill.READING'), render: (_, r) => r.readingExerciseName ?? '—' },
    { key: 'writing', title: t('ielts.skill.WRITING'), render: (_, r) => r.writingExerciseName ?? '—' },
    { key: 'speaking', title: t('ielts.skill.SPEAKING'), render: (_, r) => r.speakingExerciseName ?? '—' },
    {
      key: 'active',
      title: t('ielts.tests.active'),
      render: (_, r) => (
        <Tag color={r.active ? 'green' : 'default'}>
          {r.active ? t('ielts.tests.isActive') : t('ielts.tests.inactive')}
        </Tag>
      ),
    },
    { key: 'creator', title: t('ielts.tests.creator'), render: (_, r) => r.creatorName ?? '—' },
    { key: 'description', title: t('ielts.fields.description'), optional: true, dataIndex: 'description' },
    {
      key: 'createdAt',
      title: t('ielts.tests.createdAt'),
      optional: true,
      render: (_, r) => fmt.date(r.createdAt),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('ielts.tests.title')}
        crumbs={[{ title: t('menu.statistics') }, { title: t('ielts.tests.title') }]}
        extra={
          <Link className="ielts-link-button" to={paths.ieltsTestEdit()}>
            {t('ielts.tests.create')}
          </Link>
        }
      />
      <IeltsList
        list={list}
        table="tests"
        columns={columns}
        search={t('ielts.tests.search')}
        choice={{
          label: t('ielts.tests.active'),
          text: (a) => t(`ielts.tests.activeFilter.${a}`),
        }}
      />
    </>
  );
}
