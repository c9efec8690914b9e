import type { ResultOf } from '@graphql-typed-document-node/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import type { DataColumn } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { Space } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { IeltsList } from './IeltsTable';
import { useIeltsList } from './useIeltsList';

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

type Row = ResultOf<typeof RegistrantListQuery>['ieltsRegistrants']['items'][number];
const KINDS = ['ALL', 'WEB', 'LMS'] as const;

/**
 * `/manageUser/manageIelts` (administrators): the IELTS web users, listed apart from LMS students (an LMS
 * student who registered is marked), each with their registrations and account.
 */
export function RegistrantListPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const list = useIeltsList(RegistrantListQuery, {
    choice: { name: 'kind', values: KINDS, fallback: 'ALL' },
    filter: ({ search, choice }) => ({
      search: search || undefined,
      isLmsStudent: choice === undefined ? undefined : choice === 'LMS',
    }),
    list: (data) => data.ieltsRegistrants,
  });

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
      <IeltsList
        list={list}
        table="registrants"
        columns={columns}
        search={t('ielts.registrants.search')}
        choice={{
          label: t('ielts.registrants.kind'),
          text: (k) => t(`ielts.registrants.kinds.${k}`),
        }}
      />
    </>
  );
}
