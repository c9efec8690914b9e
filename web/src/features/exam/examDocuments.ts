import { graphql } from '../../gql';

/** What the runner reads of an attempt: the server's clock, the accesses, the exercise without keys, the answers. */
export const ExamAttemptFragment = graphql(`
  fragment ExamAttempt_attempt on Attempt {
    id
    attempt
    status
    startedAt
    endsAt
    extraMinutes
    serverNow
    accessCount
    maxAccesses
    submittedAt
    submitReason
    score
    belowMinScore
    assignment {
      id
      title
      kind
      minScore
      maxScore
      timeLimit
      deadline
      examMode
      class {
        id
      }
    }
    exercise {
      id
      name
      topicGroup
      audioPlays
      questions {
        id
        title
        type
        interaction
        instructions
        media {
          id
          kind
          url
        }
        plays {
          ...ClipPlays_plays
        }
        parts {
          id
          position
          type
          interaction
          score
          content {
            ...PartContent_fields
          }
        }
      }
    }
    answers {
      ...ExamAttempt_savedAnswer
    }
  }
`);

/** One answer as the server holds it, in every interaction's shape. */
export const SavedAnswerFragment = graphql(`
  fragment ExamAttempt_savedAnswer on SavedAnswer {
    partId
    seq
    updatedAt
    answer {
      ...PartAnswer_fields
    }
  }
`);

/** The introduction: the assignment's rules, read from its class (the route gives both ids). */
export const ExamIntroQuery = graphql(`
  query ExamIntroQuery($classId: ID!) {
    class(id: $classId) {
      id
      name
      assignments {
        id
        title
        tutorial
        kind
        startAt
        deadline
        timeLimit
        minScore
        maxScore
        maxAccesses
        examMode
        myAccommodation {
          extraMinutes
        }
        exercise {
          id
          name
          topicGroup
        }
        results {
          id
          status
        }
      }
    }
  }
`);

export const AcceptExamRulesMutation = graphql(`
  mutation ExamAcceptRulesMutation($input: AcceptExamRulesInput!) {
    acceptExamRules(input: $input) {
      agreedAt
      errors {
        field
        messages
      }
    }
  }
`);

export const StartAttemptMutation = graphql(`
  mutation ExamStartAttemptMutation($input: StartAttemptInput!) {
    startAttempt(input: $input) {
      attempt {
        ...ExamAttempt_attempt
      }
      errors {
        field
        messages
      }
    }
  }
`);

export const SaveAnswersMutation = graphql(`
  mutation ExamSaveAnswersMutation($input: SaveAnswersInput!) {
    saveAnswers(input: $input) {
      saved {
        ...ExamAttempt_savedAnswer
      }
      attempt {
        id
        status
        serverNow
        endsAt
        submittedAt
        submitReason
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** A limited clip's plays as the server holds them (issue 30 point 3). */
export const ClipPlaysFragment = graphql(`
  fragment ClipPlays_plays on ClipPlays {
    mediaId
    limit
    used
    startedAt
    endsAt
    running
  }
`);

/** Starts a play of a limited clip by the server's clock, or answers the play still running. */
export const StartClipPlayMutation = graphql(`
  mutation ExamStartClipPlayMutation($input: StartClipPlayInput!) {
    startClipPlay(input: $input) {
      plays {
        ...ClipPlays_plays
      }
      media {
        id
        url
      }
      serverNow
      errors {
        field
        messages
      }
    }
  }
`);

export const RecordExamExitMutation = graphql(`
  mutation ExamRecordExitMutation($input: RecordExamExitInput!) {
    recordExamExit(input: $input) {
      attempt {
        id
        status
        serverNow
        accessCount
        maxAccesses
        submittedAt
        submitReason
      }
      errors {
        field
        messages
      }
    }
  }
`);

export const SubmitAttemptMutation = graphql(`
  mutation ExamSubmitAttemptMutation($input: SubmitAttemptInput!) {
    submitAttempt(input: $input) {
      attempt {
        id
        status
        submittedAt
        submitReason
        score
        keyedScore
        keyedMaxScore
        partsAwaitingMarker
        belowMinScore
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** The page after submitting: where the attempt stands and, once scored, its score. */
export const ExamFinishQuery = graphql(`
  query ExamFinishQuery($id: ID!) {
    attempt(id: $id) {
      id
      attempt
      status
      submittedAt
      submitReason
      score
      keyedScore
      keyedMaxScore
      partsAwaitingMarker
      belowMinScore
      attemptsUsed
      attemptsAllowed
      mayStartAgain
      ielts {
        skill
        raw
        band
      }
      assignment {
        id
        title
        kind
        minScore
        maxScore
        class {
          id
        }
      }
    }
  }
`);
