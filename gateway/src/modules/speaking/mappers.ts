import type { RestSpeakingScore } from '../../rest/types.js';

export type SpeakingScoreParent = RestSpeakingScore;
export type RubricMarkParent = RestSpeakingScore['rubric'][number];
export type RubricPartScoreParent = RestSpeakingScore['rubric_parts'][number];
export type SpeechResultParent = RestSpeakingScore['speech'][number];
