import type {
  RestAssignment,
  RestClassExercise,
  RestExercise,
  RestPartFigure,
  RestProgress,
  RestResult,
  RestScore,
  RestScoreSummary,
} from '../../rest/types.js';

/** An assignment; `class/exercises` rows carry their submission figures along. */
export type AssignmentParent = RestAssignment & { stats?: RestClassExercise };
export type AssignmentStatsParent = RestClassExercise;
export type AssignmentPartFigureParent = RestPartFigure;
export type ExerciseParent = RestExercise;
export type ResultParent = RestResult;
export type ScoreParent = RestScore;
export type ScoreSummaryParent = RestScoreSummary;
/** The assignment half of `class/percent-summary`'s row (the timetable module loads it). */
export type StudentProgressParent = RestProgress;
