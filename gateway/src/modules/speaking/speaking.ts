import type {
  RubricMarkResolvers,
  RubricPartScoreResolvers,
  SpeakingScoreResolvers,
  SpeechResultResolvers,
} from '../../generated/resolvers.js';
import { staffById } from '../users/api.js';

/** REST field names to the schema's, nothing more (issue 13, `speaking-score/`). */
export const SpeakingScore: SpeakingScoreResolvers = {
  attemptId: (s) => s.id,
  rubricParts: (s) => s.rubric_parts,
};

export const RubricMark: RubricMarkResolvers = {
  markedBy: (m, _, ctx) => (m.marked_by === null ? null : staffById(ctx, m.marked_by)),
  markedAt: (m) => m.marked_at,
};

export const RubricPartScore: RubricPartScoreResolvers = {
  partId: (p) => p.question_part_id,
  maxScore: (p) => p.max_score,
};

export const SpeechResult: SpeechResultResolvers = {
  partId: (p) => p.question_part_id,
  targetText: (p) => p.target_text,
  maxScore: (p) => p.max_score,
  elapsedMs: (p) => p.elapsed_ms,
};
