/**
 * One well-formed part of each interaction, with real English content: the editors' examples, the tests'
 * fixtures and the seed's starting point.
 */
import type { Interaction, QuestionType } from './types.js';
import { interactionOf, QUESTION_TYPE_INFO } from './types.js';
import type { PartInput } from './parts.js';

const SAMPLES: Record<Interaction, PartInput> = {
  single_choice: {
    content: {
      prompt: 'Where did the writer spend most of her childhood?',
      options: [
        { id: 'A', text: 'In a fishing village' },
        { id: 'B', text: 'In the capital' },
        { id: 'C', text: 'On a farm' },
      ],
    },
    answer: { correct: 'A' },
    score: 1,
  },
  multiple_choice: {
    content: {
      prompt: 'Which TWO reasons does the speaker give for moving house?',
      options: [
        { id: 'A', text: 'a new job' },
        { id: 'B', text: 'a larger garden' },
        { id: 'C', text: 'the noise of the traffic' },
        { id: 'D', text: 'the cost of the rent' },
      ],
    },
    answer: { correct: ['A', 'C'] },
    score: 2,
  },
  text_entry: {
    content: {
      prompt: 'Complete the notes. Write NO MORE THAN TWO WORDS for each answer.',
      text: 'The museum opens at {{1}} on weekdays and the guided tour starts in the {{2}}.',
    },
    answer: {
      blanks: [
        { id: '1', accepted: ['9 am', 'nine am', '9:00'] },
        { id: '2', accepted: ['main hall'] },
      ],
    },
    score: 2,
  },
  matching: {
    content: {
      prompt: 'Choose the correct heading for each paragraph.',
      items: [
        { id: 'p1', text: 'Paragraph A' },
        { id: 'p2', text: 'Paragraph B' },
      ],
      options: [
        { id: 'i', text: 'The origins of the festival' },
        { id: 'ii', text: 'A change in public opinion' },
        { id: 'iii', text: 'Funding problems' },
      ],
    },
    answer: { pairs: { p1: 'i', p2: 'iii' } },
    score: 2,
  },
  ordering: {
    content: {
      prompt: 'Put the words in the right order.',
      tokens: [
        { id: 'w1', text: 'never' },
        { id: 'w2', text: 'I' },
        { id: 'w3', text: 'have' },
        { id: 'w4', text: 'been' },
        { id: 'w5', text: 'there' },
      ],
    },
    answer: { order: ['w2', 'w3', 'w1', 'w4', 'w5'] },
    score: 1,
  },
  hotspot: {
    content: {
      prompt: 'Mark the library on the map.',
      regions: [
        { id: 'library', x: 10, y: 20, width: 15, height: 10 },
        { id: 'cafe', x: 60, y: 60, width: 10, height: 10 },
      ],
    },
    answer: { correct: ['library'] },
    score: 1,
  },
  extended_writing: {
    content: {
      prompt:
        'Some people think that museums should be free for everyone. To what extent do you agree or disagree?',
      minWords: 250,
    },
    answer: { sample: '' },
    score: 9,
  },
  spoken_answer: {
    content: {
      prompt: 'Describe a place you visited that you would like to go back to.',
      cueCard: [
        'where it is',
        'when you went there',
        'what you did there',
        'and explain why you would like to go back',
      ],
      prepareSeconds: 60,
      maxSeconds: 120,
    },
    answer: { sample: '' },
    score: 9,
  },
  spoken_target: {
    content: { prompt: 'Read the sentence aloud.', targetText: 'The weather was wonderful this weekend.' },
    answer: {},
    score: 1,
  },
  none: {
    content: {
      text: 'You should spend about 20 minutes on Questions 1-13, which are based on Reading Passage 1 below.',
    },
  },
};

/** A well-formed part for the type (the fixed options of yes/no and true/false types included). */
export function samplePart(type: QuestionType): PartInput {
  const sample = JSON.parse(JSON.stringify(SAMPLES[interactionOf(type)])) as PartInput;
  const fixed = QUESTION_TYPE_INFO[type].fixedOptions;
  if (fixed) {
    sample.content = {
      prompt: 'The writer believes the plan will succeed.',
      options: fixed.map((option) => ({ id: option, text: option.replace('_', ' ') })),
    };
    sample.answer = { correct: fixed[0] };
  }
  return sample;
}
