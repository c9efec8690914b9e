import {
  GROUP_MEMBERS_MAX,
  GROUP_NAME_MAX,
  PRESENTATION_CRITERIA,
  pointFitsBand,
  presentationBand,
  presentationScore,
  presentationTotal,
  scriptScoreFits,
  slideScoreFits,
  totalFitsAssignment,
  type PresentationCriterion as Criterion,
} from '@lms/domain';
import type { PRESENTATION_MESSAGES } from '@lms/domain';
import { z } from 'zod';
import type { MarkPresentationGroupInput, PresentationBand, PresentationCriterion } from '../../gql/graphql';

/** The rules' messages are `presentationRules.*` keys: the locales take their words from @lms/domain. */
const rule = (code: keyof typeof PRESENTATION_MESSAGES | 'score_invalid') =>
  code === 'score_invalid' ? 'presentations.totalTooHigh' : `presentationRules.${code}`;

/** GraphQL's names of the domain's criteria and bands (the REST values are the domain's). */
export const CRITERION_ENUM: Record<Criterion, PresentationCriterion> = {
  content: 'CONTENT',
  language: 'LANGUAGE',
  delivery: 'DELIVERY',
  teamwork: 'TEAMWORK',
};
export const BAND_ENUM: Record<string, PresentationBand> = {
  '15-13': 'B15_13',
  '12-9': 'B12_9',
  '8-5': 'B8_5',
  '4-1': 'B4_1',
};
const BAND_KEY = Object.fromEntries(Object.entries(BAND_ENUM).map(([k, v]) => [v, k])) as Record<
  PresentationBand,
  string
>;
export const bandKey = (band: PresentationBand) => BAND_KEY[band];
export const criterionKey = (c: PresentationCriterion) =>
  PRESENTATION_CRITERIA.find((k) => CRITERION_ENUM[k] === c)!;

export const groupFormSchema = z.object({
  name: z.string().trim().min(1, rule('group_name_required')).max(GROUP_NAME_MAX, rule('group_name_long')),
  memberIds: z
    .array(z.string())
    .min(1, rule('group_members_required'))
    .max(GROUP_MEMBERS_MAX, rule('group_members_many')),
});
export type GroupFormValues = z.infer<typeof groupFormSchema>;
export const GROUP_FORM_FIELDS = ['name', 'memberIds'] as const;

const criterionMark = z
  .object({ band: z.string().nullable(), point: z.number().nullable() })
  .superRefine((m, ctx) => {
    if (m.band === null) return;
    if (!presentationBand(m.band))
      ctx.addIssue({ code: 'custom', path: ['band'], message: rule('presentation_band_unknown') });
    else if (m.point === null || !pointFitsBand(m.band, m.point))
      ctx.addIssue({ code: 'custom', path: ['point'], message: rule('presentation_point_outside_band') });
  });

/** The marking dialog's values: a band and point per criterion, the slide and script scores. */
export type MarkFormValues = {
  rubric: Record<Criterion, { band: string | null; point: number | null }>;
  slideScore: number | null;
  scriptScore: number | null;
};

/** The group's total as the form's values make it (the domain's rule), or null while a mark is missing. */
export function formTotal(v: MarkFormValues) {
  const rubric = PRESENTATION_CRITERIA.map((criterion) => ({
    criterion,
    point: v.rubric[criterion]?.band ? (v.rubric[criterion]?.point ?? null) : null,
  }));
  return {
    presentation: presentationScore(rubric),
    total: presentationTotal(presentationScore(rubric), v.slideScore, v.scriptScore),
  };
}

/**
 * The marking form: the rules of @lms/domain, with the backend's words, and docs/product.md point 8's total rule
 * against the assignment's maximum (under `total`).
 */
export function markFormSchema(maxScore: number) {
  return z
    .object({
      rubric: z.object(
        Object.fromEntries(PRESENTATION_CRITERIA.map((c) => [c, criterionMark])) as Record<
          Criterion,
          typeof criterionMark
        >,
      ),
      slideScore: z
        .number()
        .nullable()
        .refine((n) => n === null || slideScoreFits(n), rule('slide_score_range')),
      scriptScore: z
        .number()
        .nullable()
        .refine((n) => n === null || scriptScoreFits(n), rule('script_score_range')),
    })
    .superRefine((v, ctx) => {
      const { total } = formTotal(v);
      if (total !== null && !totalFitsAssignment(total, maxScore))
        ctx.addIssue({ code: 'custom', path: ['total'], message: rule('score_invalid') });
    });
}

export const MARK_FORM_FIELDS = [
  'slideScore',
  'scriptScore',
  'total',
  ...PRESENTATION_CRITERIA.flatMap((c) => [`rubric.${c}.band`, `rubric.${c}.point`]),
] as const;

/** What a group's marks start from: its own, or empty. */
export function markValues(group: {
  rubric: readonly { criterion: PresentationCriterion; band: PresentationBand; point: number }[];
  slideScore?: number | null;
  scriptScore?: number | null;
}): MarkFormValues {
  const rubric = Object.fromEntries(
    PRESENTATION_CRITERIA.map((c) => {
      const mark = group.rubric.find((r) => r.criterion === CRITERION_ENUM[c]);
      return [c, { band: mark ? bandKey(mark.band) : null, point: mark?.point ?? null }];
    }),
  ) as MarkFormValues['rubric'];
  return { rubric, slideScore: group.slideScore ?? null, scriptScore: group.scriptScore ?? null };
}

/**
 * The mutation's input, and how the server's `rubric.<i>` fields map back to the form's criteria (only the
 * criteria with a band are sent, in the rubric's order).
 */
export function toMarkInput(id: string, v: MarkFormValues, returned: boolean) {
  const sent = PRESENTATION_CRITERIA.filter((c) => v.rubric[c].band !== null);
  const input: MarkPresentationGroupInput = {
    id,
    rubric: sent.map((c) => ({
      criterion: CRITERION_ENUM[c],
      band: BAND_ENUM[v.rubric[c].band!]!,
      point: v.rubric[c].point ?? 0,
    })),
    slideScore: v.slideScore,
    scriptScore: v.scriptScore,
    returned,
  };
  const rename: Record<string, string> = {};
  sent.forEach((c, i) => {
    rename[`rubric.${i}.band`] = `rubric.${c}.band`;
    rename[`rubric.${i}.point`] = `rubric.${c}.point`;
    rename[`rubric.${i}.criterion`] = `rubric.${c}.band`;
  });
  return { input, rename };
}
