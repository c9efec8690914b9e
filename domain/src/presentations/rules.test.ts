import { describe, expect, it } from 'vitest';
import {
  bandOfPoint,
  PRESENTATION_BAND_KEYS,
  PRESENTATION_MESSAGES,
  PRESENTATION_TOTAL_MAX,
  pointFitsBand,
  presentationBand,
  presentationScore,
  presentationScoreNote,
  presentationTotal,
  scriptScoreFits,
  slideScoreFits,
  totalFitsAssignment,
} from './rules.js';

describe('presentation bands', () => {
  it('are the four of docs/product.md point 9, highest first, covering 1 to 15 without a gap', () => {
    expect(PRESENTATION_BAND_KEYS).toEqual(['15-13', '12-9', '8-5', '4-1']);
    for (let p = 1; p <= 15; p++) expect(bandOfPoint(p), String(p)).toBeDefined();
    expect(bandOfPoint(0)).toBeUndefined();
    expect(bandOfPoint(16)).toBeUndefined();
    expect(bandOfPoint(10)?.key).toBe('12-9');
  });
  it('know a band only by its key', () => {
    expect(presentationBand('8-5')).toEqual({ key: '8-5', min: 5, max: 8 });
    expect(presentationBand('10-9')).toBeUndefined();
    expect(presentationBand('6-4')).toBeUndefined();
  });
  it('take a whole point inside the band only', () => {
    expect(pointFitsBand('15-13', 13)).toBe(true);
    expect(pointFitsBand('15-13', 15)).toBe(true);
    expect(pointFitsBand('15-13', 12)).toBe(false);
    expect(pointFitsBand('4-1', 0)).toBe(false);
    expect(pointFitsBand('12-9', 9.5)).toBe(false);
    expect(pointFitsBand('7-1', 3)).toBe(false);
  });
});

describe('slide and script scores', () => {
  it('take 0 to 20 (slide) and 0 to 15 (script) in halves', () => {
    expect(slideScoreFits(0)).toBe(true);
    expect(slideScoreFits(20)).toBe(true);
    expect(slideScoreFits(17.5)).toBe(true);
    expect(slideScoreFits(20.5)).toBe(false);
    expect(slideScoreFits(-1)).toBe(false);
    expect(slideScoreFits(12.3)).toBe(false);
    expect(slideScoreFits(Number.NaN)).toBe(false);
    expect(scriptScoreFits(15)).toBe(true);
    expect(scriptScoreFits(15.5)).toBe(false);
  });
});

describe('presentationScore', () => {
  it('is the mean of the four criteria', () => {
    const rubric = [
      { criterion: 'content', point: 14 },
      { criterion: 'language', point: 11 },
      { criterion: 'delivery', point: 12 },
      { criterion: 'teamwork', point: 10 },
    ];
    expect(presentationScore(rubric)).toBe(11.75);
  });
  it('is null until every criterion has a point', () => {
    expect(presentationScore([{ criterion: 'content', point: 14 }])).toBeNull();
    expect(
      presentationScore([
        { criterion: 'content', point: 14 },
        { criterion: 'language', point: null },
        { criterion: 'delivery', point: 12 },
        { criterion: 'teamwork', point: 10 },
      ]),
    ).toBeNull();
  });
});

describe('presentationTotal', () => {
  it('sums the three scores, at most 50', () => {
    expect(presentationTotal(11.75, 17.5, 12)).toBe(41.25);
    expect(presentationTotal(15, 20, 15)).toBe(PRESENTATION_TOTAL_MAX);
    expect(PRESENTATION_TOTAL_MAX).toBe(50);
  });
  it('is null while a score is missing', () => {
    expect(presentationTotal(null, 17.5, 12)).toBeNull();
    expect(presentationTotal(10, undefined, 12)).toBeNull();
  });
  it('must fit the assignment’s maximum (docs/product.md point 8)', () => {
    expect(totalFitsAssignment(41.25, 50)).toBe(true);
    expect(totalFitsAssignment(41.25, 40)).toBe(false);
    expect(totalFitsAssignment(-1, 40)).toBe(false);
  });
});

describe('PRESENTATION_MESSAGES', () => {
  it('says each refusal in both languages', () => {
    for (const message of Object.values(PRESENTATION_MESSAGES)) {
      expect(message.en.length).toBeGreaterThan(5);
      expect(message.vi.length).toBeGreaterThan(5);
    }
  });
});

describe('presentationScoreNote', () => {
  it('names the group and its three scores in figures', () => {
    expect(
      presentationScoreNote({ name: 'Nhóm 1', presentationScore: 11.75, slideScore: 17.5, scriptScore: 12 }),
    ).toBe('Nhóm 1: 11.75/15 + 17.5/20 + 12/15');
  });
});
