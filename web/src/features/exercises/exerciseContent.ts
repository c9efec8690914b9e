import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { partBody } from '../../shared/questionPart';

/**
 * An exercise as the preview and the review show it: every question with its parts, their content and key
 * (docs/product.md point 3: a preview built from `question_part`), and the figures of `exercise/summary-question`.
 */
const ExerciseContentQuery = graphql(`
  query ExerciseContentQuery($id: ID!) {
    exercise(id: $id) {
      id
      name
      description
      store
      topicGroup
      scoringMode
      audioPlays
      assigned
      viewerCanWrite
      owner {
        id
        name
      }
      course {
        id
        name
      }
      figures {
        questionCount
        partCount
        totalPoints
        partsKey
        partsPerson
        partsSpeech
        partsNone
        byType {
          type
          questionCount
          partCount
          points
        }
        shares {
          questionId
          points
          percent
        }
      }
      questions {
        id
        title
        type
        interaction
        instructions
        topicGroup
        media {
          id
          kind
          url
        }
        parts {
          id
          position
          type
          ...QuestionPartBody_part
        }
      }
    }
  }
`);

type MaskedExercise = NonNullable<ResultOf<typeof ExerciseContentQuery>['exercise']>;
type MaskedQuestion = MaskedExercise['questions'][number];

/** A question of the exercise with its parts' bodies read (content, key, points). */
export function unmaskQuestion({ parts, ...question }: MaskedQuestion) {
  return {
    ...question,
    parts: parts.map(({ id, position, type, ...body }) => ({ id, position, type, ...partBody(body) })),
  };
}

export type ContentQuestion = ReturnType<typeof unmaskQuestion>;
export type ContentPart = ContentQuestion['parts'][number];

/**
 * The exercise for the preview and the review, its parts unmasked. A medium the gateway cannot serve comes
 * back null with an error: the exercise still shows.
 */
export function useExerciseContent(id: string) {
  const { data, loading } = useQuery(ExerciseContentQuery, {
    variables: { id },
    skip: !id,
    errorPolicy: 'all',
  });
  const exercise = data?.exercise;
  return {
    data,
    loading,
    exercise: exercise ? { ...exercise, questions: exercise.questions.map(unmaskQuestion) } : exercise,
  };
}
