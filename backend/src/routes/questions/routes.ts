import {
  INTERACTIONS,
  markedByOf,
  QUESTION_TYPE_INFO,
  QUESTION_TYPES,
  TOPIC_GROUPS,
  WEIGHTS,
} from '@lms/domain/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { questionBankRoutes } from './questions.js';

const tags = ['questions'];

const questionTypeSchema = z
  .object({
    type: z.enum(QUESTION_TYPES as [string, ...string[]]),
    interaction: z.enum(INTERACTIONS).describe('The editor, renderer, schema and scorer the type uses'),
    marked_by: z
      .enum(['key', 'person', 'speech', 'none'])
      .describe('Who scores a part: its answer key, a person (rubric), the speech scorer, or nobody'),
    media: z.enum(['image', 'audio']).nullable().describe('The media a question of the type needs'),
    fixed_options: z.array(z.string()).nullable().describe('The options every part of the type offers'),
  })
  .describe('QuestionType');

const registrySchema = z.object({
  types: z.array(questionTypeSchema),
  weights: z.array(z.number()).describe('The weights a part may have (docs/product.md point 5)'),
  topic_groups: z.array(z.enum(TOPIC_GROUPS)),
});

/** The registry as JSON, built once: it changes only with the code. */
const REGISTRY = registrySchema.parse({
  types: QUESTION_TYPES.map((type) => {
    const info = QUESTION_TYPE_INFO[type];
    return {
      type,
      interaction: info.interaction,
      marked_by: markedByOf(type),
      media: info.media ?? null,
      fixed_options: info.fixedOptions ? [...info.fixedOptions] : null,
    };
  }),
  weights: [...WEIGHTS],
  topic_groups: [...TOPIC_GROUPS],
});

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/question/question-type/',
    {
      schema: {
        tags,
        summary:
          'The question type registry: every type with its interaction and who marks it (any signed-in user)',
        response: { 200: registrySchema },
      },
    },
    async () => REGISTRY,
  );

  await app.register(questionBankRoutes);
};
