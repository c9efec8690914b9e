import type { MarkedBy } from '@lms/domain/questions';
import { graphql } from '../../gql';
import type { ExerciseBuilder_QuestionFragment } from '../../gql/graphql';
import { markedByOf } from './registryNames';

/** What the builder knows of a question: enough to list it, count its parts and points, and flag old versions. */
export const ExerciseBuilder_question = graphql(`
  fragment ExerciseBuilder_question on Question {
    id
    title
    type
    interaction
    store
    topicGroup
    version
    supersededById
    owner {
      id
      name
    }
    parts {
      id
      type
      score
      weight
    }
  }
`);

export type BuilderQuestion = ExerciseBuilder_QuestionFragment;

export interface QuestionFigures {
  parts: number;
  points: number;
  /** Percent of the exercise's points, to two decimals. */
  share: number;
  markedBy: MarkedBy;
}

export interface LiveFigures {
  questions: number;
  parts: number;
  points: number;
  byMarker: Record<MarkedBy, number>;
  perQuestion: Map<string, QuestionFigures>;
}

/**
 * The figures of the questions chosen so far, as `exercise/summary-question` and `percent-question` will
 * give them once saved: points are score × weight per part, shares to two decimals.
 */
export function liveFigures(questions: readonly BuilderQuestion[]): LiveFigures {
  const pointsOf = (q: BuilderQuestion) => q.parts.reduce((sum, p) => sum + p.score * p.weight, 0);
  const total = questions.reduce((sum, q) => sum + pointsOf(q), 0);
  const byMarker: Record<MarkedBy, number> = { key: 0, person: 0, speech: 0, none: 0 };
  const perQuestion = new Map<string, QuestionFigures>();
  for (const q of questions) {
    const markedBy = markedByOf(q.type);
    for (const part of q.parts) byMarker[markedByOf(part.type)] += 1;
    const points = pointsOf(q);
    perQuestion.set(String(q.id), {
      parts: q.parts.length,
      points,
      share: total > 0 ? Math.round((points / total) * 10000) / 100 : 0,
      markedBy,
    });
  }
  return {
    questions: questions.length,
    parts: questions.reduce((sum, q) => sum + q.parts.length, 0),
    points: total,
    byMarker,
    perQuestion,
  };
}
