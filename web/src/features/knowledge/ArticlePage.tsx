import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Space } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { useFormatters } from '../../ui/format';
import { Markdown } from '../../ui/Markdown';
import { Button, Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { Tag } from '../../ui/Tag';
import { useConfirm } from '../../ui/useConfirm';
import { ArticleView_article } from './articleFragment';
import { useDeleteArticle } from './useDeleteArticle';
import './knowledge.css';

const ArticleQuery = graphql(`
  query ArticleQuery($id: ID!) {
    article(id: $id) {
      id
      ...ArticleView_article
    }
  }
`);

/** An article's text, rendered from Markdown. */
function ArticleView({ article: ref }: { article: FragmentType<typeof ArticleView_article> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const article = getFragmentData(ArticleView_article, ref);
  return (
    <article className="knowledge-article">
      <div className="knowledge-article-meta">
        <Tag color="blue">{t(`knowledge.topics.${article.topic}`)}</Tag>
        {!article.published && <Tag color="gold">{t('knowledge.draft')}</Tag>}
        <span>
          {t('knowledge.byline', { name: article.authorName ?? '—', date: format.date(article.updatedAt) })}
        </span>
      </div>
      {article.summary && (
        <p>
          <strong>{article.summary}</strong>
        </p>
      )}
      <Markdown>{article.body}</Markdown>
    </article>
  );
}

/** `/knowledge/article?id=`: one article; administrators edit or delete it from here. */
export function ArticlePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { role } = useSession();
  const { data, loading } = useQuery(ArticleQuery, { variables: { id }, skip: !id });
  const deleteArticle = useDeleteArticle();
  const [confirm, confirmHolder] = useConfirm();
  const article = data?.article;
  if (!id || (!loading && !article)) return <NotFoundPage />;
  const title = article ? getFragmentData(ArticleView_article, article).title : t('knowledge.title');

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={title}
        crumbs={[{ title: t('knowledge.title'), to: paths.knowledge }, { title }]}
        extra={
          role === 'ADMIN' &&
          article && (
            <Space wrap>
              <Link to={paths.articleEdit(id)}>
                <Button icon={<EditOutlined />}>{t('common.edit')}</Button>
              </Link>
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() =>
                  void confirm({
                    title: t('common.confirmDelete'),
                    content: title,
                    okText: t('common.delete'),
                    okButtonProps: { danger: true },
                    cancelText: t('common.cancel'),
                    onOk: async () => {
                      if (await deleteArticle(id, title)) void navigate(paths.knowledge);
                    },
                  })
                }
              >
                {t('common.delete')}
              </Button>
            </Space>
          )
        }
      />
      <Card>{article ? <ArticleView article={article} /> : <Skeleton />}</Card>
    </>
  );
}
