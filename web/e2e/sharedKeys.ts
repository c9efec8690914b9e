import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { academyToday, gql } from './browser';

/**
 * The flows of questions whose keys are alike (keys*.e2e.ts, issue 25): the class they assign to, the options
 * they build and how they read a part as the attempt shows it.
 */
export interface Student {
  id: string;
  email: string;
  name: string;
}

/** One of the signed-in teacher's classes that runs today, with its active students (ids and names too). */
export async function runningClassOf(
  teacher: Page,
): Promise<{ id: string; students: { student: Student }[] }> {
  const today = academyToday();
  const { myClasses } = await gql<{
    myClasses: { id: string; startDate: string; endDate: string | null; students: { student: Student }[] }[];
  }>(
    teacher,
    '{ myClasses { id startDate endDate students(status: ACTIVE) { student { id email name } } } }',
  );
  const cls = myClasses.find(
    (c) => c.students.length > 0 && c.startDate <= today && (!c.endDate || c.endDate >= today),
  );
  expect(cls).toBeTruthy();
  return cls!;
}

export const options = (texts: string[]) => texts.map((text, i) => ({ key: 'ABC'[i]!, text }));

/** An attempt's part as its student receives it: shuffled, under the attempt's own keys (issue 26 point 2). */
export interface ShownPart {
  id: string;
  content: {
    options?: { key: string; text: string }[];
    items?: { key: string; text: string }[];
    tokens?: { key: string; text: string }[];
  };
}
export const SHOWN_PARTS = `parts { id content {
  ... on ChoiceContent { options { key text } }
  ... on MatchingContent { items { key text } options { key text } }
  ... on OrderingContent { tokens { key text } } } }`;
/** The attempt's key of what reads `text` (an answer is sent in the attempt's keys, found by its words). */
export const keyOf = (list: { key: string; text: string }[] | undefined, text: string) => {
  const found = list?.find((e) => e.text === text);
  if (!found) throw new Error(`nothing reads ${text}`);
  return found.key;
};
