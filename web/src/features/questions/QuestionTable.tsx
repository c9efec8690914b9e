import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import type { QuestionTable_QuestionsFragment } from '../../gql/graphql';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { useQuestionRights } from './useQuestionRights';
import { DataTable } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { serverPaging } from '../../ui/serverPaging';
import { Tag } from '../../ui/Tag';
import { storePath } from './questionTypes';
import { Button } from '../../ui/native';

export const QuestionTable_questions = graphql(`
  fragment QuestionTable_questions on Question {
    id
    title
    type
    interaction
    topicGroup
    store
    version
    partCount
    updatedAt
    viewerCanWrite
    owner {
      id
      name
    }
    tags {
      id
      name
    }
  }
`);

type Row = QuestionTable_QuestionsFragment;

/** A page of the question bank with each row's actions. */
export function QuestionTable({
  questions,
  loading,
  pagination,
  onChange,
  onCopy,
  onDelete,
  empty,
}: {
  questions: FragmentType<typeof QuestionTable_questions>[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onChange: (page: number, pageSize: number) => void;
  onCopy: (question: Row) => void;
  onDelete: (question: Row) => void;
  /** What an empty list says, with its next step. */
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { viewer } = useSession();
  const { mayWrite, mayCopy } = useQuestionRights();
  const rows = getFragmentData(QuestionTable_questions, questions);
  return (
    <DataTable
      owner={String(viewer?.id ?? '')}
      table="questions"
      rowKey={(q) => q.id}
      dataSource={rows}
      loading={loading}
      locale={empty ? { emptyText: empty } : undefined}
      {...serverPaging(pagination, onChange, (total) => t('questions.total', { count: total }))}
      columns={[
        {
          title: t('questions.fields.title'),
          key: 'title',
          dataIndex: 'title',
          render: (_, q) => <Link to={paths.questionDetail(storePath(q.store), q.id)}>{q.title}</Link>,
        },
        {
          title: t('questions.fields.type'),
          key: 'type',
          dataIndex: 'type',
          render: (_, q) => t(`questionTypes.${q.type}`),
        },
        {
          title: t('questions.fields.interaction'),
          key: 'interaction',
          dataIndex: 'interaction',
          render: (_, q) => t(`interactions.${q.interaction}`),
        },
        {
          title: t('questions.fields.topicGroup'),
          key: 'topicGroup',
          dataIndex: 'topicGroup',
          render: (_, q) => t(`topicGroup.${q.topicGroup}`),
        },
        {
          title: t('questions.fields.tags'),
          key: 'tags',
          render: (_, q) => (
            <Space size={4} wrap>
              {q.tags.map((tag) => (
                <Tag key={tag.id}>{tag.name}</Tag>
              ))}
            </Space>
          ),
        },
        {
          title: t('questions.fields.owner'),
          key: 'owner',
          render: (_, q) => q.owner?.name ?? '',
        },
        { title: t('questions.fields.parts'), key: 'parts', dataIndex: 'partCount' },
        { title: t('questions.fields.version'), key: 'version', dataIndex: 'version', optional: true },
        {
          title: t('questions.fields.updatedAt'),
          key: 'updatedAt',
          dataIndex: 'updatedAt',
          render: (_, q) => format.date(q.updatedAt),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          actions: true,
          render: (_, q) => (
            <Space>
              <Link to={paths.questionDetail(storePath(q.store), q.id)}>
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={t('questions.view', { title: q.title })}
                />
              </Link>
              {mayWrite(q) && (
                <Link to={paths.questionEdit(storePath(q.store), q.id)}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('questions.edit', { title: q.title })}
                  />
                </Link>
              )}
              {mayCopy(q) && (
                <Button
                  size="small"
                  icon={<CopyOutlined />}
                  aria-label={t('questions.copy', { title: q.title })}
                  onClick={() => onCopy(q)}
                />
              )}
              {mayWrite(q) && (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('questions.delete', { title: q.title })}
                  onClick={() => onDelete(q)}
                />
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
