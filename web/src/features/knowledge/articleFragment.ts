import { graphql } from '../../gql';

/**
 * What an article page shows, apart from the page (ArticlePage.tsx) so that the editor reads it without the
 * page's Markdown renderer, which it loads only for its preview.
 */
export const ArticleView_article = graphql(`
  fragment ArticleView_article on Article {
    id
    title
    summary
    body
    topic
    language
    published
    authorName
    updatedAt
  }
`);
