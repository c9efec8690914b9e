import type { ResultOf } from '@graphql-typed-document-node/core';
import type { ReactNode } from 'react';
import {
  BarChartOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Flex, Input, Select, Space } from 'antd';
import { Button, Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TopicGroup } from '../../gql/graphql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { useConstants } from '../../shared/constants';
import type { BankStorePath } from '../../shared/paths';
import { BANK_STORE_PATHS, paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { DataTable } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { serverPaging } from '../../ui/serverPaging';
import { Tag } from '../../ui/Tag';
import { useConfirm } from '../../ui/useConfirm';
import { useListParams } from '../../ui/useListParams';
import { TOPIC_GROUPS, mayCreate, mayWriteItem, pathOfStore, storeOfPath } from './bankAccess';
import { useCopyExercise } from './useCopyExercise';
import { useDeleteExercise } from './useDeleteExercise';

const ExerciseListQuery = graphql(`
  query ExerciseListQuery(
    $store: ExerciseStore
    $courseIds: [ID!]
    $topicGroups: [TopicGroup!]
    $tagIds: [ID!]
    $search: String
    $page: Int
    $pageSize: Int
  ) {
    exercises(
      store: $store
      courseIds: $courseIds
      topicGroups: $topicGroups
      tagIds: $tagIds
      search: $search
      page: $page
      pageSize: $pageSize
    ) {
      total
      page
      pageSize
      items {
        id
        name
        store
        topicGroup
        scoringMode
        assigned
        viewerCanWrite
        updatedAt
        course {
          id
          name
        }
        owner {
          id
          name
        }
        tags {
          id
          name
        }
        figures {
          questionCount
          totalPoints
        }
      }
    }
    courses(pageSize: 300) {
      items {
        id
        name
      }
    }
    tags(pageSize: 300) {
      items {
        id
        name
      }
    }
  }
`);

type Row = ResultOf<typeof ExerciseListQuery>['exercises']['items'][number];
const FILTERS = ['course', 'topic', 'tag'] as const;

/** `/exercise/general` and `/exercise/teacher`: the exercise bank of a store, searched and filtered on the server. */
export function ExerciseListPage({
  rowActionExtra,
}: {
  /** More actions on a row, from app/ (the assign button of features/assignments). */
  rowActionExtra?: (row: { id: string; name: string }) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const { store } = useParams();
  const bank = store as BankStorePath;
  const format = useFormatters();
  const constants = useConstants();
  const navigate = useNavigate();
  const { role, viewer } = useSession();
  const [confirm, confirmHolder] = useConfirm();
  const copy = useCopyExercise();
  const remove = useDeleteExercise();
  const { page, pageSize, search, filters, update } = useListParams(FILTERS, constants.page_size);
  const { data, previousData, loading } = useQuery(ExerciseListQuery, {
    variables: {
      store: storeOfPath(bank),
      courseIds: filters.course ? [filters.course] : undefined,
      topicGroups: filters.topic ? [filters.topic as TopicGroup] : undefined,
      tagIds: filters.tag ? [filters.tag] : undefined,
      search: search || undefined,
      page,
      pageSize,
    },
    skip: !BANK_STORE_PATHS.includes(bank),
  });
  if (!BANK_STORE_PATHS.includes(bank)) return <NotFoundPage />;
  const shown = data ?? previousData;
  const exercises = shown?.exercises;
  const title = bank === 'general' ? t('exercises.titleCommon') : t('exercises.titleTeacher');
  const mayCopy = role === 'ADMIN' || role === 'TEACHER';

  const copyAndOpen = async (row: Row) => {
    const copied = await copy(String(row.id));
    if (copied) void navigate(paths.exerciseCreate(pathOfStore(copied.store), copied.id));
  };

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={title}
        crumbs={[{ title: t('exercises.menu') }, { title }]}
        extra={
          mayCreate(role, bank) && (
            <Link to={paths.exerciseCreate(bank)}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('exercises.create')}
              </Button>
            </Link>
          )
        }
      />
      <Card>
        <DataTable<Row>
          owner={String(viewer?.id ?? '')}
          table={`exercises.${bank}`}
          rowKey={(row) => String(row.id)}
          dataSource={exercises?.items ?? []}
          loading={loading}
          locale={{
            emptyText: (
              <EmptyState
                action={
                  mayCreate(role, bank) && (
                    <Link to={paths.exerciseCreate(bank)}>
                      <Button type="primary" icon={<PlusOutlined />}>
                        {t('exercises.create')}
                      </Button>
                    </Link>
                  )
                }
              >
                {t('exercises.empty')}
              </EmptyState>
            ),
          }}
          toolbar={
            <Flex gap={12} wrap>
              <Input.Search
                aria-label={t('exercises.searchLabel')}
                placeholder={t('exercises.searchLabel')}
                defaultValue={search}
                allowClear
                onSearch={(value) => update({ search: value.trim() })}
                style={{ maxWidth: 280 }}
              />
              <Select
                aria-label={t('exercises.fields.course')}
                placeholder={t('exercises.anyCourse')}
                allowClear
                value={filters.course ?? null}
                onChange={(value: string | null) => update({ course: value })}
                options={(shown?.courses.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                style={{ minWidth: 180 }}
              />
              <Select
                aria-label={t('exercises.fields.topicGroup')}
                placeholder={t('exercises.anyTopic')}
                allowClear
                value={filters.topic ?? null}
                onChange={(value: string | null) => update({ topic: value })}
                options={TOPIC_GROUPS.map((g) => ({ value: g, label: t(`topicGroup.${g}`) }))}
                style={{ minWidth: 160 }}
              />
              <Select
                aria-label={t('exercises.fields.tags')}
                placeholder={t('exercises.anyTag')}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                value={filters.tag ?? null}
                onChange={(value: string | null) => update({ tag: value })}
                options={(shown?.tags.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
                style={{ minWidth: 160 }}
              />
            </Flex>
          }
          {...serverPaging(
            { current: page, pageSize, total: exercises?.total ?? 0 },
            (p, size) => update({ page: p, pageSize: size }, false),
            (total) => t('exercises.total', { count: total }),
          )}
          columns={[
            {
              title: t('exercises.fields.name'),
              key: 'name',
              render: (_, row) => <Link to={paths.exercisePreview(row.id)}>{row.name}</Link>,
            },
            {
              title: t('exercises.fields.course'),
              key: 'course',
              render: (_, row) => row.course?.name ?? '—',
            },
            {
              title: t('exercises.fields.topicGroup'),
              key: 'topicGroup',
              render: (_, row) => t(`topicGroup.${row.topicGroup}`),
            },
            {
              title: t('exercises.fields.scoringMode'),
              key: 'scoringMode',
              render: (_, row) => t(`exercises.scoringMode.${row.scoringMode}`),
            },
            {
              title: t('exercises.fields.questionCount'),
              key: 'questionCount',
              align: 'right',
              render: (_, row) => row.figures.questionCount,
            },
            {
              title: t('exercises.fields.points'),
              key: 'points',
              align: 'right',
              render: (_, row) => format.number(row.figures.totalPoints),
            },
            {
              title: t('exercises.fields.tags'),
              key: 'tags',
              render: (_, row) =>
                row.tags.length ? (
                  <Space size={4} wrap>
                    {row.tags.map((g) => (
                      <Tag key={g.id}>{g.name}</Tag>
                    ))}
                  </Space>
                ) : (
                  '—'
                ),
            },
            { title: t('exercises.fields.owner'), key: 'owner', render: (_, row) => row.owner?.name ?? '—' },
            {
              title: t('exercises.fields.assigned'),
              key: 'assigned',
              render: (_, row) =>
                row.assigned ? (
                  <Tag color="blue">{t('exercises.assignedYes')}</Tag>
                ) : (
                  t('exercises.assignedNo')
                ),
            },
            {
              title: t('exercises.fields.updatedAt'),
              key: 'updatedAt',
              optional: true,
              render: (_, row) => format.date(row.updatedAt),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              actions: true,
              render: (_, row) => {
                const writer = mayWriteItem(row);
                return (
                  <Space>
                    <Link to={paths.exercisePreview(row.id)}>
                      <Button
                        size="small"
                        icon={<EyeOutlined />}
                        aria-label={t('exercises.preview', { name: row.name })}
                      />
                    </Link>
                    {rowActionExtra?.({ id: String(row.id), name: row.name })}
                    {row.assigned && (
                      <Link to={paths.exerciseExamResult(row.id)}>
                        <Button
                          size="small"
                          icon={<BarChartOutlined />}
                          aria-label={t('examResult.linkOf', { name: row.name })}
                        />
                      </Link>
                    )}
                    {writer && (
                      <Link to={paths.exerciseCreate(bank, row.id)}>
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          aria-label={t('exercises.edit', { name: row.name })}
                        />
                      </Link>
                    )}
                    {mayCopy && (
                      <Button
                        size="small"
                        icon={<CopyOutlined />}
                        aria-label={t('exercises.copy', { name: row.name })}
                        onClick={() => void copyAndOpen(row)}
                      />
                    )}
                    {writer && (
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('exercises.delete', { name: row.name })}
                        onClick={() =>
                          void confirm({
                            title: t('exercises.confirmDelete', { name: row.name }),
                            content: row.assigned ? t('exercises.assignedCannotDelete') : undefined,
                            okText: t('common.delete'),
                            okButtonProps: { danger: true },
                            cancelText: t('common.cancel'),
                            onOk: () => remove(String(row.id), row.name),
                          })
                        }
                      />
                    )}
                  </Space>
                );
              },
            },
          ]}
        />
      </Card>
    </>
  );
}
