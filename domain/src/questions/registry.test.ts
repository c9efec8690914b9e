import { describe, expect, it } from 'vitest';
import {
  INTERACTIONS,
  interactionOf,
  isMarkedByPerson,
  isQuestionType,
  markedByOf,
  QUESTION_TYPES,
  samplePart,
  scoringModeOf,
  typesOf,
  validatePart,
} from './index.js';

// docs/product.md point 3's list, verbatim.
const SPEC_TYPES =
  'rephrasing, choice_one_answer, plan_map_diagram_labelling, matching_heading, summary_completion, writing, matching_sentence, presentation, gap_fill, paragraph, multiple_choice, matching, sentence_completion, chart_completion, table_completion, word_order, error_correction, translation, translation_v2, writing_v2, dictation, pronunciation, speaking, picture_mark, speaking2, pictorial_words, listening_definition, grammar_speaking_application, listen_topic, elsa_speaking, null, speaking_ielt, summary_gap_fill, yes_no, true_false'.split(
    ', ',
  );

describe('the question type registry', () => {
  it('holds exactly the 35 types of the specification', () => {
    expect(SPEC_TYPES).toHaveLength(35);
    expect([...QUESTION_TYPES].sort()).toEqual([...SPEC_TYPES].sort());
    for (const type of SPEC_TYPES) expect(isQuestionType(type)).toBe(true);
    for (const wrong of ['essay', '', 'NULL', 'toString', 'constructor'])
      expect(isQuestionType(wrong)).toBe(false);
  });

  it('maps every type onto an interaction, and every interaction has a type', () => {
    for (const interaction of INTERACTIONS) expect(typesOf(interaction).length).toBeGreaterThan(0);
    expect(INTERACTIONS.flatMap(typesOf)).toHaveLength(35);
    expect(interactionOf('yes_no')).toBe('single_choice');
    expect(interactionOf('plan_map_diagram_labelling')).toBe('matching');
    expect(interactionOf('picture_mark')).toBe('hotspot');
    expect(interactionOf('dictation')).toBe('text_entry');
  });

  it('says who marks each type, as docs/design.md section 8 does', () => {
    for (const type of [
      'writing',
      'writing_v2',
      'paragraph',
      'speaking',
      'speaking_ielt',
      'presentation',
    ] as const)
      expect(isMarkedByPerson(type)).toBe(true);
    for (const type of ['gap_fill', 'multiple_choice', 'word_order', 'picture_mark', 'matching'] as const)
      expect(markedByOf(type)).toBe('key');
    expect(markedByOf('pronunciation')).toBe('speech');
    expect(markedByOf('null')).toBe('none');
  });

  it('derives an exercise scoring mode from its types', () => {
    expect(scoringModeOf(['gap_fill', 'null', 'yes_no'])).toBe('auto');
    expect(scoringModeOf(['writing', 'null'])).toBe('manual');
    expect(scoringModeOf(['writing', 'gap_fill'])).toBe('hybrid');
  });

  it('has a well-formed sample part for every type', () => {
    for (const type of QUESTION_TYPES) {
      const result = validatePart(type, samplePart(type));
      expect(result.ok ? [] : result.issues, type).toEqual([]);
    }
  });
});
