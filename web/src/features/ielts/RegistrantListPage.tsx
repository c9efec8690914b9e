import { useQuery } from '@apollo/client/react';
import { Flex, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { RegistrantListQueryQuery } from '../../gql/graphql';
import { useConstants } from '../../shared/constants';
import { paths } from '../../shared/paths';
import type { DataColumn } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { Card, Space } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { useListParams } from '../../ui/useListParams';
import { IeltsTable } from './IeltsTable';

const RegistrantListQuery = graphql(`
  query RegistrantListQuery($filter: IeltsRegistrantFilter, $page: Int, $pageSize: Int) {
    ieltsRegistrants(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        name
        email
        phone
        passport
        dateOfBirth
        isLmsStudent
        registrationCount
        createdAt
      }
    }
  }
`);

type Row = RegistrantListQueryQuery['ieltsRegistrants']['items'][number];
const FILTERS = ['kind'] as const;
const KINDS = ['ALL', 'WEB', 'LMS'] as const;

/**
 * `/manageUser/manageIelts` (administrators): the IELTS web users, listed apart from LMS students (an LMS
 * student who registered is marked), each with their registrations and account.
 */
export function RegistrantListPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const constants = useConstants();
  const { page, pageSize, search, filters, update } = useListParams(FILTERS, constants.page_size);
  const kind = (KINDS as readonly string[]).includes(filters.kind ?? '')
    ? (filters.kind as (typeof KINDS)[number])
    : 'ALL';
  const { data, previousData, loading } = useQuery(RegistrantListQuery, {
    variables: {
      page,
      pageSize,
      filter: {
        search: search || undefined,
        isLmsStudent: kind === 'ALL' ? undefined : kind === 'LMS',
      },
    },
  });
  const registrants = (data ?? previousData)?.ieltsRegistrants;

  const columns: DataColumn<Row>[] = [
    { key: 'name', title: t('ielts.fields.name'), dataIndex: 'name' },
    { key: 'email', title: t('ielts.fields.email'), dataIndex: 'email' },
    { key: 'phone', title: t('ielts.fields.phone'), render: (_, r) => r.phone || '—' },
    {
      key: 'passport',
      title: t('ielts.fields.passport'),
      optional: true,
      render: (_, r) => r.passport || '—',
    },
    {
      key: 'dob',
      title: t('ielts.fields.dateOfBirth'),
      optional: true,
      render: (_, r) => fmt.date(r.dateOfBirth),
    },
    {
      key: 'lms',
      title: t('ielts.registrants.lmsStudent'),
      render: (_, r) => (r.isLmsStudent ? t('ielts.yes') : t('ielts.no')),
    },
    { key: 'count', title: t('ielts.registrants.registrations'), dataIndex: 'registrationCount' },
    { key: 'createdAt', title: t('ielts.registrants.createdAt'), render: (_, r) => fmt.date(r.createdAt) },
    {
      key: 'actions',
      title: t('common.actions'),
      actions: true,
      render: (_, r) => (
        <Space wrap>
          <Link
            to={paths.ieltsRegistrantEdit(r.id)}
            aria-label={t('ielts.registrants.editOf', { name: r.name })}
          >
            {t('common.edit')}
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('ielts.registrants.title')}
        crumbs={[{ title: t('menu.manageUser') }, { title: t('ielts.registrants.title') }]}
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Segmented
            aria-label={t('ielts.registrants.kind')}
            value={kind}
            options={KINDS.map((k) => ({ value: k, label: t(`ielts.registrants.kinds.${k}`) }))}
            onChange={(value) => update({ kind: value === 'ALL' ? null : value })}
          />
          <Input.Search
            aria-label={t('ielts.registrants.search')}
            placeholder={t('ielts.registrants.search')}
            defaultValue={search}
            allowClear
            onSearch={(value) => update({ search: value.trim() })}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        <IeltsTable<Row>
          table="registrants"
          columns={columns}
          rows={registrants?.items ?? []}
          loading={loading}
          page={page}
          pageSize={pageSize}
          total={registrants?.total ?? 0}
          onPage={(p, size) => update({ page: p, pageSize: size }, false)}
        />
      </Card>
    </>
  );
}
