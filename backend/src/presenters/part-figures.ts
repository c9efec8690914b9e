import { z } from 'zod';

export const partFigureSchema = z
  .object({
    assignment_id: z.number().int(),
    question_part_id: z.number().int(),
    question_id: z.number().int().describe('The question the part belongs to'),
    question_title: z.string().describe('Its title'),
    number: z
      .number()
      .int()
      .nullable()
      .describe(
        'The part’s number in the exam (as the runner shows it); null for a part not in the exercise',
      ),
    max_score: z.number().describe('The points the part is worth'),
    answered: z.number().int().describe('Latest submitted attempts that answered the part'),
    scored: z.number().int().describe('Answers given a score'),
    right: z.number().int().describe("Scored answers given the part's full points"),
    right_percent: z.number().nullable().describe('right / scored in percent, one decimal; null when none'),
    average_score: z.number().nullable().describe('Mean points of the scored answers; null when none'),
  })
  .describe('AssignmentPartFigure: in the exam’s order');
export type PartFigureJson = z.infer<typeof partFigureSchema>;

/** One grouped row of `assignmentPartFigures` (queries/part-figures.ts). */
export interface AssignmentPartFigureRow {
  assignmentId: number;
  partId: number;
  questionId: number;
  questionTitle: string;
  maxScore: number;
  answered: number;
  scored: number;
  right: number;
  averageScore: number | null;
}

/** A row with the part's number in the exam (`partNumbers` of @lms/domain; null when not in the exercise). */
export function presentPartFigure(row: AssignmentPartFigureRow, number: number | null): PartFigureJson {
  return {
    assignment_id: row.assignmentId,
    question_part_id: row.partId,
    question_id: row.questionId,
    question_title: row.questionTitle,
    number,
    max_score: row.maxScore,
    answered: row.answered,
    scored: row.scored,
    right: row.right,
    right_percent: row.scored ? Math.round((row.right / row.scored) * 1000) / 10 : null,
    average_score: row.scored ? row.averageScore : null,
  };
}
