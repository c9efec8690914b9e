import { buildAssignment } from './factories.js';
import type { RestAttempt } from '../src/modules/exams/mappers.js';
import type { seedClass } from './seed.js';

/** `startClipPlay` with all it answers (the runner's operations' tests). */
export const PLAY = `mutation ($input: StartClipPlayInput!) {
  startClipPlay(input: $input) { plays { mediaId limit used startedAt endsAt running } media { id kind url }
    serverNow errors { field messages } } }`;

/** A student's attempt as the REST API answers it: one single-choice question of a listening exercise. */
export function restAttempt(
  seeded: ReturnType<typeof seedClass>,
  overrides: Partial<RestAttempt> = {},
): RestAttempt {
  const assignment = buildAssignment(seeded.cls);
  return {
    id: 7,
    assignment_id: assignment.id,
    attempt: 1,
    status: 'unfinished',
    started_at: '2026-11-25T10:00:00.000Z',
    ends_at: '2026-11-25T10:30:00.000Z',
    extra_minutes: 0,
    server_now: '2026-11-25T10:05:00.000Z',
    access_count: 0,
    max_accesses: 3,
    submitted_at: null,
    submit_reason: null,
    score: null,
    keyed_score: null,
    keyed_max_score: null,
    parts_awaiting_marker: null,
    below_min_score: false,
    redo_requested: false,
    redo_note: '',
    message: null,
    attempts_used: 1,
    attempts_allowed: 3,
    may_start_again: false,
    ielts: null,
    assignment,
    exercise: {
      id: assignment.exercise.id,
      name: 'Listening 1',
      topic_group: 'listening',
      audio_plays: 1,
      questions: [
        {
          id: 3,
          title: 'Q',
          type: 'choice_one_answer',
          interaction: 'single_choice',
          instructions: '',
          media: null,
          plays: null,
          parts: [
            {
              id: 31,
              position: 0,
              type: 'choice_one_answer',
              interaction: 'single_choice',
              score: 1,
              content: { prompt: '', options: [] },
            },
          ],
        },
      ],
    },
    answers: [],
    ...overrides,
  };
}
