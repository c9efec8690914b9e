import { ieltsItemAnswered, ieltsNumbering } from '@lms/domain';
import type { Interaction } from '@lms/domain/questions';
import { rendererContent, type DomainResponse } from '../../shared/partFields';
import type { NumberedQuestion } from './examContent';

type Responses = Readonly<Record<string, DomainResponse | undefined>>;

/** A listening or reading section numbered 1-40 across its parts (the domain's `ieltsNumbering`). */
export function numberIeltsSection(questions: readonly NumberedQuestion[]) {
  return ieltsNumbering(
    questions.map((q) => ({
      id: String(q.question.id),
      parts: q.question.parts.map((p) => ({
        id: String(p.id),
        interaction: p.interaction.toLowerCase() as Interaction,
        content: rendererContent(p.content),
      })),
    })),
  );
}
export type IeltsSectionNumbers = ReturnType<typeof numberIeltsSection>;

/** Each number's state: answered or not, by the item it counts. */
export function ieltsAnswered(
  numbers: IeltsSectionNumbers,
  questions: readonly NumberedQuestion[],
  responses: Responses,
): ReadonlyMap<number, boolean> {
  const interactionOf = new Map(
    questions.flatMap((q) =>
      q.question.parts.map((p) => [String(p.id), p.interaction.toLowerCase() as Interaction] as const),
    ),
  );
  const answered = new Map<number, boolean>();
  for (const part of numbers.parts)
    for (const group of part.groups)
      for (const item of group.items)
        answered.set(
          item.number,
          ieltsItemAnswered(interactionOf.get(group.partId) ?? 'none', responses[group.partId], item.key),
        );
  return answered;
}

/** The part (0-based index of the runner's questions) holding a number. */
export const partOfNumber = (numbers: IeltsSectionNumbers, n: number) =>
  Math.max(
    0,
    numbers.parts.findIndex((p) => n >= p.first && n <= p.last),
  );

/** Each question part's numbers as its head shows them: "1-8" of a gap-fill of 8, "9" of a choice. */
export function groupRanges(
  numbers: IeltsSectionNumbers,
): Readonly<Record<string, readonly [number, number]>> {
  return Object.fromEntries(
    numbers.parts.flatMap((p) =>
      p.groups
        .filter((g) => g.items.length > 0)
        .map((g) => [g.partId, [g.items[0]!.number, g.items.at(-1)!.number] as const]),
    ),
  );
}
