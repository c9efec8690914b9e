import { SPEAKING_BANDS, SPEAKING_CRITERIA, type SpeakingBand, type SpeakingCriterion } from '@lms/domain';
import { z } from 'zod';

/** The rubric form: a band (or none yet) per criterion, checked with the domain's bands. */
export const rubricSchema = z.object(
  Object.fromEntries(SPEAKING_CRITERIA.map((c) => [c, z.enum(SPEAKING_BANDS).nullable()])) as Record<
    SpeakingCriterion,
    z.ZodNullable<z.ZodEnum<{ [B in SpeakingBand]: B }>>
  >,
);
