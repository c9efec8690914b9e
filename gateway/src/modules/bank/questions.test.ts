import { samplePart, type QuestionType } from '@lms/domain/questions';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RestQuestion, RestQuestionPart } from '../../rest/types.js';
import { buildMedia, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const TYPES: QuestionType[] = [
  'yes_no',
  'gap_fill',
  'matching_heading',
  'word_order',
  'picture_mark',
  'writing',
  'speaking',
  'pronunciation',
  'null',
  'multiple_choice',
];
const INTERACTION: Record<string, string> = {
  yes_no: 'single_choice',
  gap_fill: 'text_entry',
  matching_heading: 'matching',
  word_order: 'ordering',
  picture_mark: 'hotspot',
  writing: 'extended_writing',
  speaking: 'spoken_answer',
  pronunciation: 'spoken_target',
  null: 'none',
  multiple_choice: 'multiple_choice',
};

const question = (id: number, type: QuestionType): RestQuestion => ({
  id,
  title: `Question ${id}`,
  question_type: type,
  interaction: INTERACTION[type]!,
  content: 'Read the passage.',
  transcript: '',
  description: '',
  topic_group: 'reading',
  store: 'common',
  visibility: 1,
  owner_id: null,
  viewer_can_write: false,
  media: id % 2 ? buildMedia({ id: 100 + id }) : null,
  tags: [{ id: 1, name: 'IELTS Reading' }],
  part_count: 2,
  answered: false,
  version: 1,
  root_id: null,
  superseded_by_id: null,
  cloned_from_id: null,
  created_at: '2026-01-05T03:00:00.000Z',
  updated_at: '2026-01-05T03:00:00.000Z',
});
const parts = (q: RestQuestion): RestQuestionPart[] =>
  [0, 1].map((position) => {
    const sample = samplePart(q.question_type);
    return {
      id: q.id * 10 + position,
      question_id: q.id,
      position,
      question_type: q.question_type,
      content: sample.content,
      answer: sample.answer ?? {},
      score: sample.score ?? 0,
      weight: 1,
    };
  });
const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const SEARCH = `query ($types: [QuestionType!]) {
  questions(search: "passage", types: $types, pageSize: 50) {
    total
    items {
      id type interaction instructions media { kind mimeType } tags { name }
      parts {
        position weight
        content {
          __typename
          ... on ChoiceContent { options { key text } }
          ... on TextEntryContent { text blanks }
          ... on MatchingContent { items { key } options { key } }
          ... on OrderingContent { tokens { text } }
          ... on HotspotContent { regions { key width } }
          ... on WritingContent { minWords }
          ... on SpokenAnswerContent { cueCard maxSeconds }
          ... on SpokenTargetContent { targetText }
          ... on PassageContent { text }
        }
        key {
          __typename
          ... on ChoiceKey { correct }
          ... on TextEntryKey { blanks { key accepted } }
          ... on MatchingKey { pairs { item option } }
          ... on OrderingKey { order }
          ... on HotspotKey { correct }
          ... on SampleKey { sample }
        }
      }
    }
  }
}`;

describe('questions through GraphQL', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('reads a page of 50 questions with parts, tags and media in two REST calls, parts typed per interaction', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    const questions = Array.from({ length: 50 }, (_, i) => question(i + 1, TYPES[i % TYPES.length]!));
    let sentQuery = '';
    t.server.use(
      http.get(`${BACKEND}/question/`, ({ request }) => {
        sentQuery = new URL(request.url).search;
        return HttpResponse.json(page(questions));
      }),
      http.get(`${BACKEND}/question-part/`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('question_ids')!.split(',').map(Number);
        return HttpResponse.json(page(questions.filter((q) => ids.includes(q.id)).flatMap(parts)));
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(SEARCH, { as: teacher, variables: { types: ['YES_NO', 'GAP_FILL'] } });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['GET question/', 'GET question-part/']);
    expect(sentQuery).toContain('types=yes_no%2Cgap_fill');
    const items = body.data.questions.items;
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({
      type: 'YES_NO',
      interaction: 'SINGLE_CHOICE',
      media: { kind: 'IMG', mimeType: 'image/png' },
      tags: [{ name: 'IELTS Reading' }],
    });
    expect(items[0].parts[0].content.__typename).toBe('ChoiceContent');
    // REST's option `id` is GraphQL's `key`: unique only within the part (docs/decisions.md).
    expect(items[0].parts[0].content.options[0]).toEqual({ key: 'yes', text: expect.any(String) });
    expect(items[2].parts[0].content.items[0]).toEqual({ key: 'p1' });
    expect(items[4].parts[0].content.regions[0]).toMatchObject({ key: expect.any(String) });
    expect(items[0].parts[0].key).toEqual({ __typename: 'ChoiceKey', correct: ['yes'] });
    expect(items[1].parts[0].content).toMatchObject({ __typename: 'TextEntryContent', blanks: ['1', '2'] });
    expect(items[1].parts[0].key.blanks[1]).toEqual({ key: '2', accepted: ['main hall'] });
    expect(items[2].parts[0].key.pairs).toEqual([
      { item: 'p1', option: 'i' },
      { item: 'p2', option: 'iii' },
    ]);
    expect(items[3].parts[0].key.order).toEqual(['w2', 'w3', 'w1', 'w4', 'w5']);
    expect(items[4].parts[0].content.regions).toHaveLength(2);
    expect(items[5].parts[0]).toMatchObject({ content: { minWords: 250 }, key: { __typename: 'SampleKey' } });
    expect(items[6].parts[0].content.cueCard).toHaveLength(4);
    expect(items[7].parts[0]).toMatchObject({ content: { __typename: 'SpokenTargetContent' }, key: null });
    expect(items[8].parts[0]).toMatchObject({ content: { __typename: 'PassageContent' }, key: null });
    expect(items[9].parts[0].key.correct).toEqual(['A', 'C']);
  });

  it('keeps the bank from students before any REST call', async () => {
    const student = buildUser();
    t.world.users.push(student);
    t.resetCalls();
    for (const query of ['query { questions { total } }', 'query { question(id: "1") { id } }']) {
      const { body } = await t.execute(query, { as: student });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(t.calls).toEqual([]);
  });
});
