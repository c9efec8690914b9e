import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Flex, Input, Select } from 'antd';
import { Button, Card } from '../../ui/native';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ExerciseStore, QuestionType, TopicGroup } from '../../gql/graphql';
import { useConstants } from '../../shared/constants';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useConfirm } from '../../ui/useConfirm';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useListParams } from '../../ui/useListParams';
import { QuestionTable } from './QuestionTable';
import { useCopyQuestion } from './useCopyQuestion';
import { useDeleteQuestion } from './useDeleteQuestion';

const QuestionListQuery = graphql(`
  query QuestionListQuery(
    $store: ExerciseStore
    $ownerId: ID
    $types: [QuestionType!]
    $topicGroups: [TopicGroup!]
    $tagIds: [ID!]
    $search: String
    $page: Int
    $pageSize: Int
  ) {
    questions(
      store: $store
      ownerId: $ownerId
      types: $types
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
        ...QuestionTable_questions
      }
    }
  }
`);

const QuestionListFiltersQuery = graphql(`
  query QuestionListFiltersQuery($withOwners: Boolean!) {
    questionRegistry {
      types {
        type
        interaction
      }
      topicGroups
    }
    tags(pageSize: 300) {
      items {
        id
        name
      }
    }
    users(filter: { role: TEACHER }, pageSize: 300) @include(if: $withOwners) {
      items {
        id
        name
      }
    }
  }
`);

const FILTERS = ['types', 'topicGroup', 'tag', 'owner'] as const;
const STORES = { general: 'COMMON', teacher: 'PRIVATE' } as const;

/** The search box: the address changes once typing pauses (the server folds case and accents). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), 400);
  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only a settled change of the text asks again; a new address value does not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <Input.Search
      aria-label={t('questions.searchLabel')}
      placeholder={t('questions.searchPlaceholder')}
      value={text}
      allowClear
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => onSearch(v.trim())}
      style={{ maxWidth: 320 }}
    />
  );
}

/**
 * `/questions/general` (the common store) and `/questions/teacher` (private: a teacher's own, every
 * teacher's for an administrator): search, filters, and each row's detail, edit, copy and delete.
 */
/** What the list shows, for the tools another feature adds to its toolbar (export the same rows, import). */
export interface QuestionListState {
  filters: {
    store: ExerciseStore;
    ownerId?: string | undefined;
    types?: QuestionType[] | undefined;
    topicGroups?: TopicGroup[] | undefined;
    tagIds?: string[] | undefined;
    search?: string | undefined;
  };
  /** The caller may add questions to this store (and so import into it). */
  mayAdd: boolean;
}

export function QuestionListPage({
  toolbarExtra,
}: {
  toolbarExtra?: (list: QuestionListState) => ReactNode;
}) {
  const { t } = useTranslation();
  const { role } = useSession();
  const constants = useConstants();
  const [confirm, confirmHolder] = useConfirm();
  const storeParam = useParams().store;
  const { page, pageSize, search, filters, update } = useListParams(FILTERS, constants.page_size);
  const copy = useCopyQuestion();
  const remove = useDeleteQuestion();
  const store = storeParam === 'general' || storeParam === 'teacher' ? STORES[storeParam] : null;
  const withOwners = role === 'ADMIN' && store === 'PRIVATE';
  const types = filters.types ? (filters.types.split(',') as QuestionType[]) : undefined;
  const listFilters = {
    search: search || undefined,
    types,
    topicGroups: filters.topicGroup ? [filters.topicGroup as TopicGroup] : undefined,
    tagIds: filters.tag ? [filters.tag] : undefined,
    ownerId: withOwners ? filters.owner : undefined,
  };
  const { data, loading, previousData } = useQuery(QuestionListQuery, {
    skip: !store,
    variables: { store: store ?? undefined, page, pageSize, ...listFilters },
  });
  const options = useQuery(QuestionListFiltersQuery, { variables: { withOwners } }).data;
  if (!store || !storeParam) return <NotFoundPage />;
  const questions = (data ?? previousData)?.questions;
  const mayAdd = store === 'COMMON' ? role === 'ADMIN' : role === 'TEACHER';
  const title = t(store === 'COMMON' ? 'questions.commonTitle' : 'questions.privateTitle');

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={title}
        crumbs={[{ title: t('menu.questions') }, { title }]}
        extra={
          <Flex gap={8} wrap>
            {toolbarExtra?.({ filters: { store, ...listFilters }, mayAdd })}
            {mayAdd && (
              <Link to={`${paths.questionCreate}?store=${storeParam}`}>
                <Button type="primary" icon={<PlusOutlined />}>
                  {t('questions.add')}
                </Button>
              </Link>
            )}
          </Flex>
        }
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <SearchBox key={storeParam} value={search} onSearch={(text) => update({ search: text })} />
          <Select<QuestionType[]>
            aria-label={t('questions.fields.type')}
            placeholder={t('questions.allTypes')}
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            value={types ?? []}
            onChange={(value) => update({ types: value.join(',') })}
            options={(options?.questionRegistry.types ?? []).map((info) => ({
              value: info.type,
              label: t(`questionTypes.${info.type}`),
            }))}
            optionFilterProp="label"
            style={{ minWidth: 220 }}
          />
          <Select<string | null>
            aria-label={t('questions.fields.topicGroup')}
            placeholder={t('questions.allTopicGroups')}
            allowClear
            value={filters.topicGroup ?? null}
            onChange={(value) => update({ topicGroup: value })}
            options={(options?.questionRegistry.topicGroups ?? []).map((g) => ({
              value: g,
              label: t(`topicGroup.${g}`),
            }))}
            style={{ minWidth: 160 }}
          />
          <Select<string | null>
            aria-label={t('questions.fields.tags')}
            placeholder={t('questions.allTags')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.tag ?? null}
            onChange={(value) => update({ tag: value })}
            options={(options?.tags.items ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            style={{ minWidth: 160 }}
          />
          {withOwners && (
            <Select<string | null>
              aria-label={t('questions.fields.owner')}
              placeholder={t('questions.allOwners')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              value={filters.owner ?? null}
              onChange={(value) => update({ owner: value })}
              options={(options?.users?.items ?? []).map((u) => ({ value: u.id, label: u.name }))}
              style={{ minWidth: 200 }}
            />
          )}
        </Flex>
        <QuestionTable
          questions={questions?.items ?? []}
          loading={loading}
          empty={
            <EmptyState
              action={
                mayAdd && (
                  <Link to={`${paths.questionCreate}?store=${storeParam}`}>
                    <Button type="primary" icon={<PlusOutlined />}>
                      {t('questions.add')}
                    </Button>
                  </Link>
                )
              }
            >
              {t('questions.empty')}
            </EmptyState>
          }
          pagination={{ current: page, pageSize, total: questions?.total ?? 0 }}
          onChange={(p, size) => update({ page: p, pageSize: size }, false)}
          onCopy={(q) => void copy(String(q.id))}
          onDelete={(q) =>
            void confirm({
              title: t('questions.confirmDelete', { title: q.title }),
              okText: t('common.delete'),
              okButtonProps: { danger: true },
              cancelText: t('common.cancel'),
              onOk: () => remove(String(q.id)),
            })
          }
        />
      </Card>
    </>
  );
}
