import { graphql } from '../../gql';

/** An article as its page shows it; the editor reads the same fields (no page imports another page). */
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
