/**
 * Speaking (docs/design.md section 9, docs/product.md point 9, issue 13): the oral rubric a marker scores by bands, and
 * the comparison of what the speech recogniser heard with a part's target text. Once: the backend refuses and
 * computes with these, the marking page shows the same bands and the same scores before sending.
 */

/** The criteria of the academy's oral rubric (the IELTS speaking criteria the seeded rubric uses). */
export const SPEAKING_CRITERIA = [
  'fluency_coherence',
  'lexical_resource',
  'grammatical_range_accuracy',
  'pronunciation',
] as const;
export type SpeakingCriterion = (typeof SPEAKING_CRITERIA)[number];

/** The oral rubric bands of docs/product.md point 9, best first: each holds two points (10-9 is 10 or 9). */
export const SPEAKING_BANDS = ['10-9', '8-7', '6-5', '4-3', '2-1'] as const;
export type SpeakingBand = (typeof SPEAKING_BANDS)[number];

/** Points a criterion of the oral rubric is out of. */
export const SPEAKING_CRITERION_MAX = 10;

export const SPEAKING_MESSAGES = {
  speaking_band_unknown: {
    en: 'Choose one of the bands 10-9, 8-7, 6-5, 4-3, 2-1',
    vi: 'Hãy chọn một trong các mức 10-9, 8-7, 6-5, 4-3, 2-1',
  },
  speaking_criterion_unknown: {
    en: 'This criterion is not in the speaking rubric',
    vi: 'Tiêu chí này không có trong thang chấm nói',
  },
  speaking_criterion_repeated: {
    en: 'A criterion is scored once per request',
    vi: 'Mỗi tiêu chí chỉ được chấm một lần trong một lần gửi',
  },
  speaking_score_outside_band: {
    en: 'The points must be one of the two of the chosen band',
    vi: 'Số điểm phải là một trong hai điểm của mức đã chọn',
  },
} as const;
export type SpeakingMessageKey = keyof typeof SPEAKING_MESSAGES;

export const isSpeakingBand = (band: string): band is SpeakingBand =>
  (SPEAKING_BANDS as readonly string[]).includes(band);
export const isSpeakingCriterion = (criterion: string): criterion is SpeakingCriterion =>
  (SPEAKING_CRITERIA as readonly string[]).includes(criterion);

/** The two points a band holds, higher first: `'8-7'` → `[8, 7]`. */
export function bandPoints(band: SpeakingBand): [number, number] {
  const [high, low] = band.split('-').map(Number);
  return [high!, low!];
}

/** The band that holds these points (1 to 10), or null outside the rubric. */
export function bandOf(points: number): SpeakingBand | null {
  return SPEAKING_BANDS.find((b) => bandPoints(b).includes(points)) ?? null;
}

/** The points of a criterion: those given when the band holds them, the band's higher point when none are. */
export function criterionPoints(band: SpeakingBand, points?: number | null): number | null {
  const [high, low] = bandPoints(band);
  if (points === undefined || points === null) return high;
  return points === high || points === low ? points : null;
}

export interface RubricMark {
  criterion: SpeakingCriterion;
  band: SpeakingBand;
  points: number;
}

/** Stored marks (criterion, band, points) as the rubric's, leaving out any outside the rubric. */
export function rubricMarksFrom(
  rows: readonly { criterion: string; band: string; points: number }[],
): RubricMark[] {
  return rows.flatMap((r) =>
    isSpeakingCriterion(r.criterion) && isSpeakingBand(r.band)
      ? [{ criterion: r.criterion, band: r.band, points: r.points }]
      : [],
  );
}

/**
 * The score a speaking part takes from the rubric: the mean of the criteria's points over 10, times the
 * part's maximum, to the quarter point. Null until every criterion has a mark.
 */
export function rubricPartScore(marks: readonly RubricMark[], maximum: number): number | null {
  const byCriterion = new Map(marks.map((m) => [m.criterion, m.points]));
  if (!SPEAKING_CRITERIA.every((c) => byCriterion.has(c))) return null;
  const mean = SPEAKING_CRITERIA.reduce((sum, c) => sum + byCriterion.get(c)!, 0) / SPEAKING_CRITERIA.length;
  return Math.min(maximum, Math.round(((maximum * mean) / SPEAKING_CRITERION_MAX) * 4) / 4);
}

/** Words as the recogniser and the target are compared: lower case, letters, digits and apostrophes. */
export function speechWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

export interface SpeechMatch {
  /** The target's words, each said (true) or missed (false), in order. */
  words: { word: string; said: boolean }[];
  /** 0 to 1: one less the word edit distance over the longer of the two texts. */
  match: number;
}

/**
 * What the recogniser heard against the target text, by word alignment (edit distance over words: each word
 * missed, changed or added costs one). A recording of the target sentence comes near 1, another sentence near
 * 0, silence 0.
 */
export function matchSpeech(target: string, recognised: string): SpeechMatch {
  const want = speechWords(target);
  const got = speechWords(recognised);
  const rows = want.length + 1;
  const cols = got.length + 1;
  const cost: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++)
      cost[i]![j] = Math.min(
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
        cost[i - 1]![j - 1]! + (want[i - 1] === got[j - 1] ? 0 : 1),
      );
  // Walk back the alignment to tell which target words were said.
  const said = new Array<boolean>(want.length).fill(false);
  let i = want.length;
  let j = got.length;
  while (i > 0 && j > 0) {
    const same = want[i - 1] === got[j - 1];
    if (cost[i]![j] === cost[i - 1]![j - 1]! + (same ? 0 : 1)) {
      said[i - 1] = same;
      i--;
      j--;
    } else if (cost[i]![j] === cost[i - 1]![j]! + 1) i--;
    else j--;
  }
  const longest = Math.max(want.length, got.length);
  const match = longest === 0 ? 0 : Math.max(0, 1 - cost[want.length]![got.length]! / longest);
  return {
    words: want.map((word, k) => ({ word, said: said[k]! })),
    match: Math.round(match * 1000) / 1000,
  };
}

/** A spoken-target part's score from the match: the part's maximum times the match, to two decimals. */
export const speechPartScore = (match: number, maximum: number) =>
  Math.round(maximum * Math.min(1, Math.max(0, match)) * 100) / 100;
