import { BAND_MAX, BAND_MIN, isBand } from './bands.js';

/**
 * docs/design.md section 10: raw listening and reading scores (0 to 40 correct answers) convert to bands by a
 * test's tables. A table lists, highest band first, the lowest raw score that gives each band.
 */
export interface BandRow {
  /** The lowest raw score (0 to 40) giving `band`. */
  minRaw: number;
  /** 0 to 9 in half bands. */
  band: number;
}

export const RAW_MIN = 0;
export const RAW_MAX = 40;

export const IELTS_MODULES = ['academic', 'general'] as const;
export type IeltsModule = (typeof IELTS_MODULES)[number];

/** A raw score: a whole number of correct answers from 0 to 40. */
export const isRawScore = (value: number) => Number.isInteger(value) && value >= RAW_MIN && value <= RAW_MAX;

const table = (rows: [number, number][]): readonly BandRow[] =>
  Object.freeze(rows.map(([band, minRaw]) => Object.freeze({ band, minRaw })));

/**
 * The published listening table (academic and general training alike): bands 5 to 9 as ielts.org publishes
 * them (16-17 = 5 … 39-40 = 9), the lower bands as the British Council's and IDP's practice tables extend it.
 */
export const DEFAULT_LISTENING_TABLE = table([
  [9, 39],
  [8.5, 37],
  [8, 35],
  [7.5, 32],
  [7, 30],
  [6.5, 26],
  [6, 23],
  [5.5, 18],
  [5, 16],
  [4.5, 13],
  [4, 10],
  [3.5, 8],
  [3, 6],
  [2.5, 4],
  [2, 2],
  [1, 1],
  [0, 0],
]);

/** The published academic reading table (ielts.org: 15-18 = 5 … 39-40 = 9, 4-5 = 2.5). */
export const DEFAULT_ACADEMIC_READING_TABLE = table([
  [9, 39],
  [8.5, 37],
  [8, 35],
  [7.5, 33],
  [7, 30],
  [6.5, 27],
  [6, 23],
  [5.5, 19],
  [5, 15],
  [4.5, 13],
  [4, 10],
  [3.5, 8],
  [3, 6],
  [2.5, 4],
  [2, 2],
  [1, 1],
  [0, 0],
]);

/** The published general training reading table (ielts.org: 23-26 = 5 … 40 = 9, 6-8 = 2.5). */
export const DEFAULT_GENERAL_READING_TABLE = table([
  [9, 40],
  [8.5, 39],
  [8, 37],
  [7.5, 36],
  [7, 34],
  [6.5, 32],
  [6, 30],
  [5.5, 27],
  [5, 23],
  [4.5, 19],
  [4, 15],
  [3.5, 12],
  [3, 9],
  [2.5, 6],
  [2, 3],
  [1, 1],
  [0, 0],
]);

export const defaultReadingTable = (module: IeltsModule) =>
  module === 'general' ? DEFAULT_GENERAL_READING_TABLE : DEFAULT_ACADEMIC_READING_TABLE;

/** Why a table is refused, or null when it is usable. */
export type BandTableProblem =
  | 'empty'
  | 'band' // a band outside 0-9 or not a multiple of 0.5
  | 'raw' // a raw score outside 0-40 or not whole
  | 'order' // not highest band first with falling raw scores
  | 'zero'; // the last row does not start at raw 0, so some raw score has no band

export function bandTableProblem(rows: readonly BandRow[]): BandTableProblem | null {
  if (rows.length === 0) return 'empty';
  if (!rows.every((r) => isBand(r.band))) return 'band';
  if (!rows.every((r) => isRawScore(r.minRaw))) return 'raw';
  for (let i = 1; i < rows.length; i++) {
    if (!(rows[i]!.band < rows[i - 1]!.band && rows[i]!.minRaw < rows[i - 1]!.minRaw)) return 'order';
  }
  if (rows[rows.length - 1]!.minRaw !== 0) return 'zero';
  return null;
}

/** The band of a raw score by a table; a raw score outside 0-40 (or not whole) is a RangeError. */
export function bandFromRaw(raw: number, rows: readonly BandRow[]): number {
  if (!isRawScore(raw)) throw new RangeError(`a raw score is a whole number from ${RAW_MIN} to ${RAW_MAX}`);
  const row = rows.find((r) => raw >= r.minRaw);
  if (!row) throw new RangeError('the table has no band for this raw score');
  return row.band;
}

/**
 * A raw score out of 40 from an attempt's points: an exercise that is not exactly forty one-point questions
 * scales to forty (rounded to the nearest answer).
 */
export function rawFromPoints(earned: number, possible: number): number {
  if (!(possible > 0)) return 0;
  const raw = Math.round((RAW_MAX * Math.max(0, earned)) / possible);
  return Math.min(RAW_MAX, raw);
}

/**
 * Rounds to the nearest half band, halfway up: x.25 goes to x.5 and x.75 to the next whole band (the
 * published rule for the overall band, used for task, writing and speaking bands too).
 */
export function roundToHalfBand(value: number): number {
  // The 1e-9 keeps a mean such as 6.25 computed as 6.2499999… on the upper side.
  const rounded = Math.floor(value * 2 + 0.5 + 1e-9) / 2;
  return Math.min(BAND_MAX, Math.max(BAND_MIN, rounded));
}

/** A task's or speaking's band: the mean of its four criteria, each 0-9 in half bands. */
export function criteriaBand(criteria: readonly [number, number, number, number]): number {
  if (!criteria.every(isBand)) throw new RangeError('a criterion band is 0 to 9 in half bands');
  return roundToHalfBand(criteria.reduce((a, b) => a + b, 0) / 4);
}

/** The writing band: Task 2 counts twice Task 1. */
export function writingBand(task1: number, task2: number): number {
  if (!isBand(task1) || !isBand(task2)) throw new RangeError('a task band is 0 to 9 in half bands');
  return roundToHalfBand((task1 + 2 * task2) / 3);
}
