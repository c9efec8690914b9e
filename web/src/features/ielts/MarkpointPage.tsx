import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { Flex } from 'antd';
import type { Key } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import type { DataColumn } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { formatBand } from './bandOptions';
import { IeltsList } from './IeltsTable';
import { registrationColumns } from './registrationColumns';
import { useAssignExaminer } from './useAssignExaminer';
import { useIeltsList } from './useIeltsList';
import { Button } from '../../ui/native';

const MarkpointQuery = graphql(`
  query MarkpointQuery($filter: IeltsRegistrationFilter, $page: Int, $pageSize: Int) {
    ieltsRegistrations(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        status
        skillPackage
        examinerId
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
          classId
        }
        bands {
          overall
          writing
          speaking
        }
      }
    }
  }
`);

const ExaminersQuery = graphql(`
  query IeltsExaminersQuery {
    users(filter: { role: SPECIALIZE, isActive: true }, pageSize: 300) {
      items {
        id
        name
      }
    }
  }
`);

type Row = ResultOf<typeof MarkpointQuery>['ieltsRegistrations']['items'][number];
const STATUSES = ['UNMARKED', 'MARKED', 'UNFINISHED', 'ALL'] as const;

/**
 * `/manageStatistics/markpoint`: administrators assign examiners to mark the writing and speaking of taken
 * tests; examiners see the registrations assigned to them. Both open the
 * band marking from here.
 */
export function MarkpointPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { role } = useSession();
  const isAdmin = role === 'ADMIN';
  const list = useIeltsList(MarkpointQuery, {
    choice: { name: 'status', values: STATUSES, fallback: 'UNMARKED' },
    filter: ({ choice }) => ({ status: choice }),
    list: (data) => data.ieltsRegistrations,
  });
  const { data: examinerData } = useQuery(ExaminersQuery, { skip: !isAdmin });
  const examiners = examinerData?.users.items ?? [];
  const assignTo = useAssignExaminer();
  const [selected, setSelected] = useState<Key[]>([]);
  const [bulkExaminer, setBulkExaminer] = useState('');
  const [assigning, setAssigning] = useState(false);
  const assignSelected = async () => {
    setAssigning(true);
    const ok = await assignTo(selected.map(String), bulkExaminer || null);
    setAssigning(false);
    if (ok) setSelected([]);
  };
  const examinerOptions = (
    <>
      <option value="">{t('ielts.markpoint.noExaminer')}</option>
      {examiners.map((e) => (
        <option key={String(e.id)} value={String(e.id)}>
          {e.name}
        </option>
      ))}
    </>
  );

  const columns: DataColumn<Row>[] = [
    {
      key: 'candidate',
      title: t('ielts.fields.candidate'),
      render: (_, r) => (
        <>
          {r.candidate.name}
          <br />
          <small>{r.candidate.email}</small>
        </>
      ),
    },
    ...registrationColumns<Row>(t, fmt),
    {
      key: 'examiner',
      title: t('ielts.fields.examiner'),
      render: (_, r) =>
        isAdmin ? (
          <select
            className="lms-input lms-select"
            aria-label={t('ielts.markpoint.examinerOf', { name: r.candidate.name })}
            value={r.examinerId ? String(r.examinerId) : ''}
            onChange={(e) => void assignTo([String(r.id)], e.target.value || null)}
          >
            {examinerOptions}
          </select>
        ) : (
          (r.examinerName ?? '—')
        ),
    },
    { key: 'overall', title: t('ielts.bands.overall'), render: (_, r) => formatBand(r.bands.overall) },
    {
      key: 'actions',
      title: t('common.actions'),
      actions: true,
      render: (_, r) =>
        (r.status === 'UNMARKED' || r.status === 'MARKED') && r.examDate.classId ? (
          <Link to={paths.ieltsScore(r.examDate.classId, r.id)}>
            {r.status === 'MARKED' ? t('ielts.markpoint.remark') : t('ielts.markpoint.mark')}
          </Link>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('ielts.markpoint.title')}
        crumbs={
          isAdmin ? [{ title: t('menu.statistics') }, { title: t('ielts.markpoint.title') }] : undefined
        }
      />
      <IeltsList
        list={list}
        table="markpoint"
        columns={columns}
        choice={{
          label: t('ielts.fields.status'),
          text: (s) => (s === 'ALL' ? t('ielts.all') : t(`ielts.registrationStatus.${s}`)),
          onPick: () => setSelected([]),
        }}
        onPage={(p, size) => {
          setSelected([]);
          list.onPage(p, size);
        }}
        selection={
          isAdmin
            ? {
                selected,
                onChange: setSelected,
                label: (r) => t('ielts.markpoint.select', { name: r.candidate.name }),
              }
            : undefined
        }
        toolbar={
          isAdmin && selected.length > 0 ? (
            <Flex gap={8} align="center" wrap>
              <span role="status">{t('ielts.markpoint.selected', { count: selected.length })}</span>
              <select
                className="lms-input lms-select"
                aria-label={t('ielts.markpoint.bulkExaminer')}
                value={bulkExaminer}
                onChange={(e) => setBulkExaminer(e.target.value)}
              >
                {examinerOptions}
              </select>
              <Button type="primary" loading={assigning} onClick={() => void assignSelected()}>
                {t('ielts.markpoint.assignSelected')}
              </Button>
            </Flex>
          ) : undefined
        }
      />
    </>
  );
}
