import { graphql } from '../../gql';

/**
 * An exercise as the preview and the review show it: every question with its parts, their content and key
 * (SPEC.md point 3: a preview built from `question_part`), and the figures of `exercise/summary-question`.
 */
export const ExerciseContentQuery = graphql(`
  query ExerciseContentQuery($id: ID!) {
    exercise(id: $id) {
      id
      name
      description
      store
      topicGroup
      scoringMode
      assigned
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
          score
          weight
          content {
            __typename
            ... on ChoiceContent {
              prompt
              options {
                id
                text
              }
            }
            ... on TextEntryContent {
              prompt
              text
              blanks
            }
            ... on MatchingContent {
              prompt
              items {
                id
                text
                x
                y
              }
              options {
                id
                text
              }
            }
            ... on OrderingContent {
              prompt
              tokens {
                id
                text
              }
            }
            ... on HotspotContent {
              prompt
              regions {
                id
                x
                y
                width
                height
              }
            }
            ... on WritingContent {
              prompt
              minWords
              maxWords
            }
            ... on SpokenAnswerContent {
              prompt
              cueCard
              prepareSeconds
              maxSeconds
            }
            ... on SpokenTargetContent {
              prompt
              targetText
              maxSeconds
            }
            ... on PassageContent {
              text
            }
          }
          key {
            __typename
            ... on ChoiceKey {
              correct
            }
            ... on TextEntryKey {
              blanks {
                id
                accepted
              }
            }
            ... on MatchingKey {
              pairs {
                item
                option
              }
            }
            ... on OrderingKey {
              order
            }
            ... on HotspotKey {
              correct
            }
            ... on SampleKey {
              sample
            }
          }
        }
      }
    }
  }
`);
