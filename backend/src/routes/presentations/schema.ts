import {
  GROUP_MEMBERS_MAX,
  GROUP_NAME_MAX,
  PRESENTATION_BAND_KEYS,
  PRESENTATION_CRITERIA,
  pointFitsBand,
  scriptScoreFits,
  slideScoreFits,
} from '@lms/domain';
import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg } from '../../http/messages.js';
import { MAX_ID, positiveInt } from '../../http/validators.js';

/** JSON bodies carry numbers; no coercion. Ids are int4. */
const refId = z.number().int().positive().max(MAX_ID);

const name = z
  .string()
  .trim()
  .min(1, msg('group_name_required'))
  .max(GROUP_NAME_MAX, msg('group_name_long'))
  .describe('The group’s name, unique within the assignment');
const memberIds = z
  .array(refId)
  .min(1, msg('group_members_required'))
  .max(GROUP_MEMBERS_MAX, msg('group_members_many'))
  .describe('Active students of the class, each in one group of the assignment at most');

export const groupCreateBody = z.strictObject({
  assignment_id: refId.describe('A presentation assignment'),
  name,
  member_ids: memberIds,
});

export const groupUpdateBody = z.strictObject({ name, member_ids: memberIds }).partial();

export const groupListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  assignment_id: positiveInt.optional(),
  assignment_ids: idList.optional(),
});

/** A group's marks as a marker sends them: the whole rubric, the two scores, whether to return them. */
const marksShape = {
  rubric: z
    .array(
      z.strictObject({
        criterion: z.enum(PRESENTATION_CRITERIA, msg('presentation_criterion_unknown')),
        band: z.enum(PRESENTATION_BAND_KEYS, msg('presentation_band_unknown')),
        point: z.number().int(msg('presentation_point_outside_band')),
      }),
    )
    .max(PRESENTATION_CRITERIA.length)
    .default([])
    .describe('A band (15-13, 12-9, 8-5, 4-1) and a whole point inside it, per criterion'),
  slide_score: z
    .number()
    .refine(slideScoreFits, msg('slide_score_range'))
    .nullable()
    .default(null)
    .describe('0 to 20, in steps of 0.5'),
  script_score: z
    .number()
    .refine(scriptScoreFits, msg('script_score_range'))
    .nullable()
    .default(null)
    .describe('0 to 15, in steps of 0.5'),
  returned: z
    .boolean()
    .default(false)
    .describe('Return the marks now (every mark needed); a group returned already stays returned'),
};

/** Each criterion once, each point inside its band. */
function checkRubric(
  body: { rubric: { criterion: string; band: (typeof PRESENTATION_BAND_KEYS)[number]; point: number }[] },
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  body.rubric.forEach((r, i) => {
    if (seen.has(r.criterion))
      ctx.addIssue({
        code: 'custom',
        path: ['rubric', i, 'criterion'],
        message: msg('presentation_criterion_repeated'),
      });
    seen.add(r.criterion);
    if (!pointFitsBand(r.band, r.point))
      ctx.addIssue({
        code: 'custom',
        path: ['rubric', i, 'point'],
        message: msg('presentation_point_outside_band'),
      });
  });
}

export const marksBody = z.strictObject(marksShape).superRefine(checkRubric);

/** `POST presentation/`: a group's first marks, the group named in the body. */
export const presentationCreateBody = z
  .strictObject({ group_id: refId.describe('The group marked'), ...marksShape })
  .superRefine(checkRubric);
