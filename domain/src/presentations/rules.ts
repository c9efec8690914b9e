/**
 * The presentation rubric (docs/product.md point 9, docs/design.md section 9, issue 13), once: the backend refuses what these
 * rules refuse and the marking dialog computes the same total, live, before sending.
 *
 * A group's presentation is marked on four criteria, each given a band (radio: 15-13, 12-9, 8-5, 4-1) and a
 * point inside it; the presentation score is the mean of the four points (a multiple of 0.25, at most 15). The
 * slide score is given by hand from 0 to 20, the script score from 0 to 15 (halves allowed in both). The
 * total is their sum (at most 50), and, as every total of docs/product.md point 8, it may not exceed the assignment's
 * maximum score.
 */

/** The criteria of a presentation, in the order the dialog shows them. */
export const PRESENTATION_CRITERIA = ['content', 'language', 'delivery', 'teamwork'] as const;
export type PresentationCriterion = (typeof PRESENTATION_CRITERIA)[number];

/** The bands of docs/product.md point 9, highest first: a band's key and its lowest and highest point. */
export const PRESENTATION_BANDS = [
  { key: '15-13', min: 13, max: 15 },
  { key: '12-9', min: 9, max: 12 },
  { key: '8-5', min: 5, max: 8 },
  { key: '4-1', min: 1, max: 4 },
] as const;
export type PresentationBand = (typeof PRESENTATION_BANDS)[number]['key'];
export const PRESENTATION_BAND_KEYS = PRESENTATION_BANDS.map((b) => b.key) as [
  PresentationBand,
  ...PresentationBand[],
];

export const PRESENTATION_SCORE_MAX = 15;
export const SLIDE_SCORE_MAX = 20;
export const SCRIPT_SCORE_MAX = 15;
/** The most a group can get: presentation + slide + script. */
export const PRESENTATION_TOTAL_MAX = PRESENTATION_SCORE_MAX + SLIDE_SCORE_MAX + SCRIPT_SCORE_MAX;
/** A group's name. */
export const GROUP_NAME_MAX = 100;
/** Members of a group. */
export const GROUP_MEMBERS_MAX = 20;

export const PRESENTATION_MESSAGES = {
  presentation_band_unknown: {
    en: 'Choose one of the bands 15-13, 12-9, 8-5, 4-1',
    vi: 'Hãy chọn một trong các mức 15-13, 12-9, 8-5, 4-1',
  },
  presentation_point_outside_band: {
    en: 'The point must lie inside the chosen band',
    vi: 'Điểm phải nằm trong mức đã chọn',
  },
  presentation_criterion_missing: {
    en: 'Mark every criterion of the rubric',
    vi: 'Hãy chấm đủ mọi tiêu chí của thang điểm',
  },
  presentation_criterion_unknown: {
    en: 'This criterion is not in the rubric',
    vi: 'Tiêu chí này không có trong thang điểm',
  },
  presentation_criterion_repeated: {
    en: 'Each criterion is marked once',
    vi: 'Mỗi tiêu chí chỉ được chấm một lần',
  },
  slide_score_range: {
    en: 'The slide score is from 0 to 20',
    vi: 'Điểm slide từ 0 đến 20',
  },
  script_score_range: {
    en: 'The script score is from 0 to 15',
    vi: 'Điểm kịch bản từ 0 đến 15',
  },
  score_half_steps: {
    en: 'Scores go in steps of 0.5',
    vi: 'Điểm được chấm theo bước 0,5',
  },
  group_name_required: { en: 'Give the group a name', vi: 'Hãy đặt tên cho nhóm' },
  group_name_long: { en: 'At most 100 characters', vi: 'Tối đa 100 ký tự' },
  group_name_taken: {
    en: 'Another group of this assignment has this name',
    vi: 'Một nhóm khác của bài này đã dùng tên này',
  },
  group_members_required: { en: 'Choose at least one member', vi: 'Hãy chọn ít nhất một thành viên' },
  group_members_many: { en: 'At most 20 members', vi: 'Tối đa 20 thành viên' },
  group_member_not_in_class: {
    en: 'This student is not an active student of the class',
    vi: 'Học viên này không phải học viên đang học của lớp',
  },
  group_member_taken: {
    en: 'This student is already in another group of this assignment',
    vi: 'Học viên này đã ở trong một nhóm khác của bài này',
  },
  group_not_presentation: {
    en: 'Groups belong to presentation assignments only',
    vi: 'Chỉ bài thuyết trình mới có nhóm',
  },
  group_marks_missing: {
    en: 'Give the rubric, the slide score and the script score before returning the mark',
    vi: 'Hãy chấm thang điểm, điểm slide và điểm kịch bản trước khi trả điểm',
  },
} as const;
export type PresentationMessageKey = keyof typeof PRESENTATION_MESSAGES;

/** The band a key names, or undefined for a key not in the list. */
export const presentationBand = (key: string) => PRESENTATION_BANDS.find((b) => b.key === key);

/** The band a point falls in (1..15), or undefined. */
export const bandOfPoint = (point: number) =>
  PRESENTATION_BANDS.find((b) => point >= b.min && point <= b.max);

/** A whole point inside the band. */
export const pointFitsBand = (band: string, point: number) => {
  const b = presentationBand(band);
  return !!b && Number.isInteger(point) && point >= b.min && point <= b.max;
};

const inHalfSteps = (n: number) => Number.isInteger(n * 2);

/** A slide score: 0 to 20 in steps of 0.5. */
export const slideScoreFits = (n: number) =>
  Number.isFinite(n) && n >= 0 && n <= SLIDE_SCORE_MAX && inHalfSteps(n);
/** A script score: 0 to 15 in steps of 0.5. */
export const scriptScoreFits = (n: number) =>
  Number.isFinite(n) && n >= 0 && n <= SCRIPT_SCORE_MAX && inHalfSteps(n);

export interface PresentationRubricMark {
  criterion: PresentationCriterion;
  band: PresentationBand;
  point: number;
}

/**
 * The presentation score of a rubric: the mean of its criteria's points, or null until every criterion has
 * one. Four whole points make a multiple of 0.25, exact in the database's numeric(5,2).
 */
export function presentationScore(
  rubric: readonly { criterion: string; point: number | null }[],
): number | null {
  const points = PRESENTATION_CRITERIA.map((c) => rubric.find((r) => r.criterion === c)?.point ?? null);
  if (points.some((p) => p === null || !Number.isFinite(p))) return null;
  const sum = (points as number[]).reduce((a, b) => a + b, 0);
  return Math.round((sum / points.length) * 100) / 100;
}

/** The total of a group: the sum of its three scores, or null while one is missing. */
export function presentationTotal(
  presentation: number | null | undefined,
  slide: number | null | undefined,
  script: number | null | undefined,
): number | null {
  if (presentation == null || slide == null || script == null) return null;
  return Math.round((presentation + slide + script) * 100) / 100;
}

/** docs/product.md point 8's total rule: a total from 0 to the assignment's maximum. */
export const totalFitsAssignment = (total: number, maxScore: number) => total >= 0 && total <= maxScore;

/**
 * The note on each member's `score_presentation` row once the mark is returned: the group and its three
 * scores, in figures only (the row is read in either language): "Nhóm 1: 11.75/15 + 17.5/20 + 12/15".
 */
export function presentationScoreNote(g: {
  name: string;
  presentationScore: number | null;
  slideScore: number | null;
  scriptScore: number | null;
}) {
  const n = (v: number | null) => (v === null ? '—' : String(v));
  return `${g.name}: ${n(g.presentationScore)}/${PRESENTATION_SCORE_MAX} + ${n(g.slideScore)}/${SLIDE_SCORE_MAX} + ${n(g.scriptScore)}/${SCRIPT_SCORE_MAX}`;
}
