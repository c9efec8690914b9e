import {
  bandPoints,
  isSpeakingBand,
  isSpeakingCriterion,
  SPEAKING_BANDS,
  SPEAKING_CRITERIA,
} from '@lms/domain';
import { z } from 'zod';
import { msg } from '../../http/messages.js';
import { idList } from '../../http/pagination.js';
import { MAX_ID } from '../../http/validators.js';

export const speakingListQuery = z.strictObject({
  user_exam_ids: idList.describe('The attempts (batch filter, at most 300 ids)'),
});

const mark = z.strictObject({
  criterion: z
    .string()
    .max(50)
    .describe(`One of ${SPEAKING_CRITERIA.join(', ')}`),
  band: z
    .string()
    .max(10)
    .describe(`One of the oral rubric's bands: ${SPEAKING_BANDS.join(', ')}`),
  points: z
    .number()
    .int(msg('speaking_score_outside_band'))
    .nullable()
    .default(null)
    .describe('One of the two points of the band; null: the band’s higher point'),
});

/** A rubric's marks: each criterion once, a band of the list, points within the band (field errors). */
export const speakingScoreBody = z
  .strictObject({
    user_exam_id: z.number().int().positive().max(MAX_ID).describe('The submitted attempt'),
    marks: z.array(mark).min(1).max(SPEAKING_CRITERIA.length).describe('A mark per criterion scored now'),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.marks.forEach((m, i) => {
      if (!isSpeakingCriterion(m.criterion))
        ctx.addIssue({
          code: 'custom',
          path: ['marks', i, 'criterion'],
          message: msg('speaking_criterion_unknown'),
        });
      else if (seen.has(m.criterion))
        ctx.addIssue({
          code: 'custom',
          path: ['marks', i, 'criterion'],
          message: msg('speaking_criterion_repeated'),
        });
      seen.add(m.criterion);
      if (!isSpeakingBand(m.band))
        ctx.addIssue({ code: 'custom', path: ['marks', i, 'band'], message: msg('speaking_band_unknown') });
      else if (m.points !== null && !bandPoints(m.band).includes(m.points))
        ctx.addIssue({
          code: 'custom',
          path: ['marks', i, 'points'],
          message: msg('speaking_score_outside_band'),
        });
    });
  });
