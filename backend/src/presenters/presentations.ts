import { PRESENTATION_BAND_KEYS, PRESENTATION_CRITERIA, presentationTotal } from '@lms/domain';
import { z } from 'zod';
import type { PresentationGroupRow } from '../db/rows.js';

export type { PresentationGroupRow };

export interface GroupMember {
  id: number;
  name: string;
  email: string;
}

/** A group with what its presenter needs: its assignment's class and maximum, and its members. */
export interface GroupView {
  group: PresentationGroupRow;
  assignment: { id: number; classId: number; maxScore: number; kind: string };
  members: GroupMember[];
}

const rubricMarkSchema = z.object({
  criterion: z.enum(PRESENTATION_CRITERIA),
  band: z.enum(PRESENTATION_BAND_KEYS),
  point: z.number().int().min(1).max(15),
});

export const presentationGroupSchema = z
  .object({
    id: z.number().int(),
    assignment_id: z.number().int(),
    class_id: z.number().int(),
    name: z.string(),
    members: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
    rubric: z
      .array(rubricMarkSchema)
      .describe('Band and point per criterion; empty when not marked (or not shown)'),
    presentation_score: z.number().nullable().describe('Mean of the rubric’s points, 1 to 15'),
    slide_score: z.number().nullable().describe('0 to 20'),
    script_score: z.number().nullable().describe('0 to 15'),
    total: z.number().nullable().describe('Presentation + slide + script; null while one is missing'),
    returned: z.boolean().describe('The marks were returned: the members see them'),
    marked_at: z.string().nullable(),
    returned_at: z.string().nullable(),
    created_at: z.string(),
  })
  .describe('A presentation group and its marks');
export type PresentationGroupJson = z.infer<typeof presentationGroupSchema>;

/**
 * `marksShown`: false for a student before the marks are returned (docs/design.md section 9: a draft is never
 * visible to them); the marks then read as empty.
 */
export function presentGroup(v: GroupView, marksShown: boolean): PresentationGroupJson {
  const g = v.group;
  const shown = marksShown || g.returnedAt !== null;
  return {
    id: g.id,
    assignment_id: v.assignment.id,
    class_id: v.assignment.classId,
    name: g.name,
    members: v.members,
    rubric: shown ? (g.rubric as PresentationGroupJson['rubric']) : [],
    presentation_score: shown ? g.presentationScore : null,
    slide_score: shown ? g.slideScore : null,
    script_score: shown ? g.scriptScore : null,
    total: shown ? presentationTotal(g.presentationScore, g.slideScore, g.scriptScore) : null,
    returned: g.returnedAt !== null,
    marked_at: shown ? (g.markedAt?.toISOString() ?? null) : null,
    returned_at: g.returnedAt?.toISOString() ?? null,
    created_at: g.createdAt.toISOString(),
  };
}
