import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Empty, Flex, Input, Pagination, Segmented, Select } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ArticleTopic, ContentLanguage } from '../../gql/graphql';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { useFormatters } from '../../ui/format';
import { Button, Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { Tag } from '../../ui/Tag';
import { useListParams } from '../../ui/useListParams';
import { LANGUAGES, TOPICS, contentLanguage } from './knowledgeOptions';
import './knowledge.css';

const KnowledgeListQuery = graphql(`
  query KnowledgeListQuery($filter: ArticleFilter, $page: Int, $pageSize: Int) {
    articles(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        title
        summary
        topic
        language
        published
        updatedAt
      }
    }
  }
`);

const FILTERS = ['topic', 'lang', 'state'] as const;
const PAGE_SIZE = 12;

/**
 * `/knowledge`: articles on studying and IELTS, searched regardless of case and Vietnamese marks, in the
 * interface language unless another is chosen. Administrators write them and see their drafts.
 */
export function KnowledgePage() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const { role } = useSession();
  const isAdmin = role === 'ADMIN';
  const { page, search, filters, update } = useListParams(FILTERS, PAGE_SIZE);
  const topic = TOPICS.includes(filters.topic as ArticleTopic) ? (filters.topic as ArticleTopic) : undefined;
  // The interface language by default; `all` shows both.
  const lang =
    filters.lang === 'all'
      ? undefined
      : LANGUAGES.includes(filters.lang as ContentLanguage)
        ? (filters.lang as ContentLanguage)
        : contentLanguage(i18n.resolvedLanguage);
  const state =
    isAdmin && (filters.state === 'drafts' || filters.state === 'published') ? filters.state : 'all';
  const { data, previousData, loading } = useQuery(KnowledgeListQuery, {
    variables: {
      page,
      pageSize: PAGE_SIZE,
      filter: {
        search: search || undefined,
        topic,
        language: lang,
        published: state === 'all' ? undefined : state === 'published',
      },
    },
  });
  const articles = (data ?? previousData)?.articles;

  return (
    <>
      <PageHeader
        title={t('knowledge.title')}
        subtitle={t('knowledge.lead')}
        extra={
          isAdmin && (
            <Link to={paths.articleCreate}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('knowledge.write')}
              </Button>
            </Link>
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap>
          <Input.Search
            aria-label={t('knowledge.searchLabel')}
            placeholder={t('knowledge.searchPlaceholder')}
            defaultValue={search}
            allowClear
            enterButton={t('common.search')}
            onSearch={(value) => update({ search: value.trim() })}
            style={{ maxWidth: 360 }}
          />
          <Select
            aria-label={t('knowledge.topicLabel')}
            placeholder={t('knowledge.allTopics')}
            allowClear
            value={topic}
            style={{ minWidth: 200 }}
            options={TOPICS.map((v) => ({ value: v, label: t(`knowledge.topics.${v}`) }))}
            onChange={(value: ArticleTopic | undefined) => update({ topic: value ?? null })}
          />
          <Select
            aria-label={t('knowledge.languageLabel')}
            value={filters.lang === 'all' ? 'all' : lang}
            style={{ minWidth: 150 }}
            options={[
              ...LANGUAGES.map((v) => ({ value: v, label: t(`knowledge.languages.${v}`) })),
              { value: 'all', label: t('knowledge.allLanguages') },
            ]}
            onChange={(value: string) => update({ lang: value })}
          />
          {isAdmin && (
            <Segmented
              aria-label={t('knowledge.stateLabel')}
              value={state}
              options={['all', 'published', 'drafts'].map((v) => ({
                value: v,
                label: t(`knowledge.state.${v}`),
              }))}
              onChange={(value) => update({ state: value === 'all' ? null : value })}
            />
          )}
        </Flex>
      </Card>
      {loading && !articles ? (
        <Card>
          <Skeleton />
        </Card>
      ) : !articles?.items.length ? (
        <Card>
          <Empty description={search ? t('knowledge.noMatch', { search }) : t('knowledge.none')} />
        </Card>
      ) : (
        <>
          <ul className="knowledge-grid" aria-label={t('knowledge.listLabel', { count: articles.total })}>
            {articles.items.map((a) => (
              <li key={a.id}>
                <Card hoverable className="knowledge-card">
                  <h2>
                    <Link to={paths.article(a.id)}>{a.title}</Link>
                  </h2>
                  <p>{a.summary}</p>
                  <div className="knowledge-card-meta">
                    <Tag color="blue">{t(`knowledge.topics.${a.topic}`)}</Tag>
                    {!a.published && <Tag color="gold">{t('knowledge.draft')}</Tag>}
                    <span>{format.date(a.updatedAt)}</span>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {articles.total > PAGE_SIZE && (
            <Pagination
              style={{ marginTop: 16 }}
              current={page}
              pageSize={PAGE_SIZE}
              total={articles.total}
              onChange={(p) => update({ page: p }, false)}
            />
          )}
        </>
      )}
    </>
  );
}
