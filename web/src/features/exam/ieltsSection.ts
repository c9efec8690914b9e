import type { IeltsSkill } from '@lms/domain';

/**
 * The IELTS section an attempt sits (docs/design.md section 10): an `ielt` assignment's exercise by its topic
 * group; null for other work, which keeps the runner as it is.
 */
export function ieltsSectionOf(kind: string, topicGroup: string): IeltsSkill | null {
  if (kind !== 'IELT') return null;
  if (topicGroup === 'LISTENING') return 'listening';
  if (topicGroup === 'READING') return 'reading';
  if (topicGroup === 'SPEAKING') return 'speaking';
  return 'writing';
}
