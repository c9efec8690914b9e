import type { DocumentType, FragmentType } from '../gql';
import { getFragmentData, graphql } from '../gql';

/**
 * A part's body as the bank stores it: its points, its content per interaction and its key. One selection
 * for every screen that shows or edits whole parts (the question form, the exercise preview and review), so
 * a field added to an interaction reaches all of them.
 */
export const QuestionPartBody_part = graphql(`
  fragment QuestionPartBody_part on QuestionPart {
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
`);

export type QuestionPartBody = DocumentType<typeof QuestionPartBody_part>;

/** Unmasks a part's body (the one place the fragment is read). */
export const partBody = (part: FragmentType<typeof QuestionPartBody_part>): QuestionPartBody =>
  getFragmentData(QuestionPartBody_part, part);
