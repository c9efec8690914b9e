import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { Flex, Tag } from 'antd';
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
        bandState
        candidate {
          id
          name
          email
        }
        examDate {
          id
          examDate
          shift
          format
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
/** DRAFT lists the drafts to finish whatever their status (a paper date's stay unfinished). */
const STATUSES = ['UNMARKED', 'DRAFT', 'MARKED', 'UNFINISHED', 'ALL'] as const;

/** The marking link a row offers: finish a draft, mark a taken (or paper) test, or correct published bands. */
function markingLink(r: Row): 'finishDraft' | 'mark' | 'remark' | null {
  if (!r.examDate.classId) return null;
  if (r.bandState === 'DRAFT') return 'finishDraft';
  if (r.status === 'MARKED') return 'remark';
  if (r.status === 'UNMARKED' || (r.status === 'UNFINISHED' && r.examDate.format === 'PAPER')) return 'mark';
  return null;
}

/**
 * `/manageStatistics/markpoint`: administrators assign examiners to mark the writing and speaking of taken
 * tests; examiners see the registrations assigned to them. Both open the band marking from here, and find
 * their drafts (marked "draft", listed under their own choice) to finish them.
 */
export function MarkpointPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { role } = useSession();
  const isAdmin = role === 'ADMIN';
  const list = useIeltsList(MarkpointQuery, {
    choice: { name: 'status', values: STATUSES, fallback: 'UNMARKED' },
    filter: ({ choice }) => (choice === 'DRAFT' ? { bandState: 'DRAFT' as const } : { status: choice }),
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
    {
      key: 'overall',
      title: t('ielts.bands.overall'),
      render: (_, r) => (
        <>
          {formatBand(r.bands.overall)}
          {r.bandState === 'DRAFT' && (
            <>
              {' '}
              <Tag color="orange">{t('ielts.bandState.DRAFT')}</Tag>
            </>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      actions: true,
      render: (_, r) => {
        const link = markingLink(r);
        return link && r.examDate.classId ? (
          <Link to={paths.ieltsScore(r.examDate.classId, r.id)}>{t(`ielts.markpoint.${link}`)}</Link>
        ) : null;
      },
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
          text: (s) =>
            s === 'ALL'
              ? t('ielts.all')
              : s === 'DRAFT'
                ? t('ielts.markpoint.drafts')
                : t(`ielts.registrationStatus.${s}`),
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
