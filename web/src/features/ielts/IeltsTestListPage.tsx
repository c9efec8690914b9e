import { useQuery } from '@apollo/client/react';
import { Flex, Input, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { IeltsTestListQueryQuery } from '../../gql/graphql';
import { useConstants } from '../../shared/constants';
import { paths } from '../../shared/paths';
import type { DataColumn } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { useListParams } from '../../ui/useListParams';
import { IeltsTable } from './IeltsTable';
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

type Row = IeltsTestListQueryQuery['ieltsTests']['items'][number];
const FILTERS = ['active'] as const;
const ACTIVE = ['ALL', 'ACTIVE', 'INACTIVE'] as const;

/**
 * `/manageStatistics/ieltsTests` (administrators): the IELTS tests — name, the exercise of each skill,
 * active, creator, description — each opening its editor (exercises, raw-to-band tables).
 */
export function IeltsTestListPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const constants = useConstants();
  const { page, pageSize, search, filters, update } = useListParams(FILTERS, constants.page_size);
  const active = (ACTIVE as readonly string[]).includes(filters.active ?? '')
    ? (filters.active as (typeof ACTIVE)[number])
    : 'ALL';
  const { data, previousData, loading } = useQuery(IeltsTestListQuery, {
    variables: {
      page,
      pageSize,
      filter: { active: active === 'ALL' ? undefined : active === 'ACTIVE', search: search || undefined },
    },
  });
  const tests = (data ?? previousData)?.ieltsTests;
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
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Segmented
            aria-label={t('ielts.tests.active')}
            value={active}
            options={ACTIVE.map((a) => ({ value: a, label: t(`ielts.tests.activeFilter.${a}`) }))}
            onChange={(value) => update({ active: value === 'ALL' ? null : value })}
          />
          <Input.Search
            aria-label={t('ielts.tests.search')}
            placeholder={t('ielts.tests.search')}
            defaultValue={search}
            allowClear
            onSearch={(value) => update({ search: value.trim() })}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        <IeltsTable<Row>
          table="tests"
          columns={columns}
          rows={tests?.items ?? []}
          loading={loading}
          page={page}
          pageSize={pageSize}
          total={tests?.total ?? 0}
          onPage={(p, size) => update({ page: p, pageSize: size }, false)}
        />
      </Card>
    </>
  );
}
