import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql } from '../../gql';
import type { ExerciseStore, QuestionType, TopicGroup } from '../../gql/graphql';
import { TOPIC_GROUPS } from './bankAccess';
import type { BuilderQuestion } from './builderQuestion';
import { ExerciseBuilder_question } from './builderQuestion';
import { Button } from '../../ui/native';

const QuestionPickerQuery = graphql(`
  query QuestionPickerQuery(
    $store: ExerciseStore
    $types: [QuestionType!]
    $topicGroups: [TopicGroup!]
    $tagIds: [ID!]
    $search: String
    $page: Int
  ) {
    questions(
      store: $store
      types: $types
      topicGroups: $topicGroups
      tagIds: $tagIds
      search: $search
      page: $page
      pageSize: 10
    ) {
      total
      page
      pageSize
      items {
        id
        tags {
          id
          name
        }
        ...ExerciseBuilder_question
      }
    }
    questionRegistry {
      types {
        type
      }
    }
  }
`);

/**
 * The bank an exercise picks from: a common exercise from the common store, a teacher's from their own
 * store and the common one (the gateway answers what the caller may read). Search and filters on the server.
 */
export function QuestionPicker({
  store,
  chosen,
  tags,
  onAdd,
}: {
  /** Only this store (a common exercise); all the caller may read when absent. */
  store?: ExerciseStore;
  chosen: ReadonlySet<string>;
  tags: readonly { id: string | number; name: string }[];
  onAdd: (question: BuilderQuestion) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<QuestionType | null>(null);
  const [topic, setTopic] = useState<TopicGroup | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(QuestionPickerQuery, {
    variables: {
      store,
      types: type ? [type] : undefined,
      topicGroups: topic ? [topic] : undefined,
      tagIds: tag ? [tag] : undefined,
      search: search || undefined,
      page,
    },
  });
  const shown = data ?? previousData;
  const rows = (shown?.questions.items ?? []).map((item) => ({
    question: getFragmentData(ExerciseBuilder_question, item),
    tags: item.tags,
  }));
  const typeLabel = (value: string) => t(`questionTypes.${value}`, { defaultValue: value });

  return (
    <section aria-label={t('exercises.picker.title')}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <Input.Search
          aria-label={t('exercises.picker.search')}
          placeholder={t('exercises.picker.search')}
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 260 }}
        />
        <Select
          aria-label={t('exercises.picker.type')}
          placeholder={t('exercises.picker.anyType')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={type}
          onChange={(value: QuestionType | null) => {
            setType(value ?? null);
            setPage(1);
          }}
          options={(shown?.questionRegistry.types ?? []).map((r) => ({
            value: r.type,
            label: typeLabel(r.type),
          }))}
          style={{ minWidth: 180 }}
        />
        <Select
          aria-label={t('exercises.fields.topicGroup')}
          placeholder={t('exercises.anyTopic')}
          allowClear
          value={topic}
          onChange={(value: TopicGroup | null) => {
            setTopic(value ?? null);
            setPage(1);
          }}
          options={TOPIC_GROUPS.map((g) => ({ value: g, label: t(`topicGroup.${g}`) }))}
          style={{ minWidth: 140 }}
        />
        <Select
          aria-label={t('exercises.fields.tags')}
          placeholder={t('exercises.anyTag')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={tag}
          onChange={(value: string | null) => {
            setTag(value ?? null);
            setPage(1);
          }}
          options={tags.map((g) => ({ value: String(g.id), label: g.name }))}
          style={{ minWidth: 140 }}
        />
      </div>
      <Table
        size="small"
        rowKey={(row) => String(row.question.id)}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('exercises.picker.empty') }}
        pagination={{
          current: page,
          pageSize: 10,
          total: shown?.questions.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          size: 'small',
        }}
        columns={[
          { title: t('exercises.picker.titleColumn'), key: 'title', render: (_, row) => row.question.title },
          {
            title: t('exercises.picker.type'),
            key: 'type',
            render: (_, row) => typeLabel(row.question.type),
          },
          {
            title: t('exercises.picker.store'),
            key: 'store',
            render: (_, row) => t(`bankStore.${row.question.store}`),
          },
          {
            title: t('exercises.picker.parts'),
            key: 'parts',
            align: 'right',
            render: (_, row) => row.question.parts.length,
          },
          {
            title: t('exercises.fields.tags'),
            key: 'tags',
            render: (_, row) => row.tags.map((g) => g.name).join(', ') || '—',
          },
          {
            title: t('common.actions'),
            key: 'add',
            fixed: 'right',
            render: (_, row) => {
              const added = chosen.has(String(row.question.id));
              return (
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  disabled={added}
                  aria-label={t('exercises.picker.add', { title: row.question.title })}
                  onClick={() => onAdd(row.question)}
                >
                  {added ? t('exercises.picker.added') : t('exercises.picker.addShort')}
                </Button>
              );
            },
          },
        ]}
      />
    </section>
  );
}
