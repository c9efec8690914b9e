import type { TFunction } from 'i18next';
import type { Formatters } from '../../ui/format';

interface ScoredResult {
  status: string;
  score?: number | null;
  keyedScore?: number | null;
  keyedMaxScore?: number | null;
  partsAwaitingMarker?: number | null;
}

/**
 * A result's score in a list: the total once scored; while it waits for the teacher, the keyed parts' score
 * and the parts still to mark (docs/decisions.md, issue 25); '—' before.
 */
export function resultScoreText(t: TFunction, format: Formatters, r: ScoredResult | undefined, max: number) {
  if (typeof r?.score === 'number')
    return t('resultList.scoreOf', { score: format.number(r.score, 2), max: format.number(max, 2) });
  if (r?.status === 'WAITING_SCORE' && typeof r.keyedScore === 'number')
    return t('resultList.keyedOf', {
      score: format.number(r.keyedScore, 2),
      max: format.number(r.keyedMaxScore ?? 0, 2),
      count: r.partsAwaitingMarker ?? 0,
    });
  return '—';
}
