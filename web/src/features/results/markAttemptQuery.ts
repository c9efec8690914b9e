import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';

/** The marks of an attempt as the marking pages read them: returned, keyed and drafted, by part. */
export const MarkAttempt_marking = graphql(`
  fragment MarkAttempt_marking on Marking {
    attemptId
    status
    score
    comment
    markedAt
    parts {
      partId
      markedBy
      maxScore
      weight
      answered
      score
      comment
      errorTags {
        errorTagId
        note
      }
    }
    draft {
      comment
      updatedAt
      parts {
        partId
        score
        comment
        errorTags {
          errorTagId
          note
        }
      }
    }
  }
`);

/** The marking page's query (its own file: the next submission is fetched ahead with it). */
export const MarkAttemptQuery = graphql(`
  query MarkAttemptQuery($id: ID!) {
    attemptReview(id: $id) {
      exerciseName
      result {
        id
        status
        statusLabel
        belowMinScore
        redoRequested
        redoRequestedAt
        redoNote
        submittedAt
        student {
          id
          name
        }
        assignment {
          id
          title
          maxScore
          class {
            id
            name
          }
        }
      }
      questions {
        ...ReviewedQuestion_entry
        question {
          id
          parts {
            id
            interaction
          }
        }
      }
    }
    marking(attemptId: $id) {
      ...MarkAttempt_marking
    }
    errorTags(pageSize: 300) {
      items {
        id
        name
        parent {
          id
          name
        }
      }
    }
  }
`);

/** The marking page's answer once the attempt and its marks are there. */
export type Loaded = ResultOf<typeof MarkAttemptQuery> & {
  attemptReview: NonNullable<ResultOf<typeof MarkAttemptQuery>['attemptReview']>;
  marking: NonNullable<ResultOf<typeof MarkAttemptQuery>['marking']>;
};
