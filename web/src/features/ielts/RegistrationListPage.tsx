import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { IeltsRegistrationStatus } from '../../gql/graphql';
import { paths } from '../../shared/paths';
import type { DataColumn } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { formatBand } from './bandOptions';
import { PaymentStatusTag } from './IeltsStatusTag';
import { IeltsList } from './IeltsTable';
import { registrationColumns } from './registrationColumns';
import { useDong } from './money';
import { useIeltsList } from './useIeltsList';

const RegistrationListQuery = graphql(`
  query RegistrationListQuery($filter: IeltsRegistrationFilter, $page: Int, $pageSize: Int) {
    ieltsRegistrations(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        status
        skillPackage
        createdAt
        examinerName
        candidate {
          id
          name
          email
        }
        examDate {
          id
          examDate
          shift
        }
        payment {
          id
          amount
          status
        }
        bands {
          overall
        }
      }
    }
  }
`);

const RegistrationDatesQuery = graphql(`
  query RegistrationDatesQuery {
    ieltsExamDates(pageSize: 300) {
      items {
        id
        examDate
        shift
        registeredCount
      }
    }
  }
`);

type Row = ResultOf<typeof RegistrationListQuery>['ieltsRegistrations']['items'][number];
export const REGISTRATION_STATUSES: IeltsRegistrationStatus[] = [
  'UNPAID',
  'UNFINISHED',
  'UNMARKED',
  'MARKED',
  'CANCELED',
];
const FILTERS = ['date', 'status'] as const;

/**
 * `/manageStatistics/manageListIelts` (administrators): registrations per exam date (`?date=`), by status or
 * candidate, each opening the candidate's record.
 */
export function RegistrationListPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const dong = useDong();
  const { data: datesData } = useQuery(RegistrationDatesQuery);
  const list = useIeltsList(RegistrationListQuery, {
    filters: FILTERS,
    filter: ({ search, filters }) => ({
      examDateIds: filters.date ? [filters.date] : undefined,
      status: REGISTRATION_STATUSES.find((s) => s === filters.status),
      search: search || undefined,
    }),
    list: (data) => data.ieltsRegistrations,
  });
  const { filters, update } = list;
  const status = REGISTRATION_STATUSES.find((s) => s === filters.status);

  const columns: DataColumn<Row>[] = [
    {
      key: 'candidate',
      title: t('ielts.fields.candidate'),
      render: (_, r) => (
        <Link to={paths.ieltsRegistration(r.id)}>
          {r.candidate.name}
          <br />
          <small>{r.candidate.email}</small>
        </Link>
      ),
    },
    ...registrationColumns<Row>(t, fmt),
    {
      key: 'payment',
      title: t('ielts.fields.paymentStatus'),
      render: (_, r) =>
        r.payment ? (
          <>
            {dong(r.payment.amount)} <PaymentStatusTag status={r.payment.status} />
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'examiner',
      title: t('ielts.fields.examiner'),
      optional: true,
      render: (_, r) => r.examinerName ?? '—',
    },
    { key: 'overall', title: t('ielts.bands.overall'), render: (_, r) => formatBand(r.bands.overall) },
    {
      key: 'createdAt',
      title: t('ielts.registrations.createdAt'),
      optional: true,
      render: (_, r) => fmt.date(r.createdAt),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('ielts.registrations.title')}
        crumbs={[{ title: t('menu.statistics') }, { title: t('ielts.registrations.title') }]}
      />
      <IeltsList
        list={list}
        table="registrations"
        columns={columns}
        search={t('ielts.registrations.search')}
        filters={
          <>
            <Select
              aria-label={t('ielts.fields.examDate')}
              placeholder={t('ielts.registrations.allDates')}
              allowClear
              style={{ minWidth: 240 }}
              value={filters.date}
              options={(datesData?.ieltsExamDates.items ?? []).map((d) => ({
                value: String(d.id),
                label: t('ielts.registrations.dateOption', {
                  date: fmt.date(d.examDate),
                  shift: t(`ielts.shift.${d.shift}`),
                  count: d.registeredCount,
                }),
              }))}
              onChange={(value: string | undefined) => update({ date: value ?? null })}
            />
            <Select
              aria-label={t('ielts.fields.status')}
              placeholder={t('ielts.registrations.allStatuses')}
              allowClear
              style={{ minWidth: 180 }}
              value={status}
              options={REGISTRATION_STATUSES.map((s) => ({
                value: s,
                label: t(`ielts.registrationStatus.${s}`),
              }))}
              onChange={(value: string | undefined) => update({ status: value ?? null })}
            />
          </>
        }
      />
    </>
  );
}
