import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IeltsSectionNumbers } from './ieltsRunner';

/**
 * The computer-delivered IELTS navigator (docs/design.md section 10): the numbers 1-40 grouped by part ("Part 1:
 * 1-10"), each answered or not, the parts marked for review; a number opens its part. Arrow keys move along the
 * numbers, Home and End to the first and last. Its own chunk: only IELTS sections load it.
 */
export function IeltsNavigator({
  numbers,
  answered,
  flagged,
  current,
  onGo,
}: {
  numbers: IeltsSectionNumbers;
  answered: ReadonlyMap<number, boolean>;
  /** Whether each part (by its index) is marked for review. */
  flagged: (index: number) => boolean;
  /** The index of the part on screen. */
  current: number;
  onGo: (index: number) => void;
}) {
  // The part headings are in its own part of the catalogue, loaded as it renders (the exam page's weight).
  const { t } = useTranslation('exam-ielts');
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-number]')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? at + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, to))]?.focus();
  };
  return (
    <div className="ielts-nav" onKeyDown={move}>
      {numbers.parts.map((part, index) => {
        const headingId = `ielts-part-${part.part}`;
        const isFlagged = flagged(index);
        const items = part.groups.flatMap((g) => g.items.map((i) => i.number));
        return (
          <section
            key={part.part}
            aria-labelledby={headingId}
            className={index === current ? 'is-current' : ''}
          >
            <h3 id={headingId} className="ielts-nav-part">
              {items.length
                ? t('exam.ielts.partRange', { part: part.part, first: part.first, last: part.last })
                : t('exam.ielts.part', { part: part.part })}
              {isFlagged && <span className="ielts-nav-flag"> · {t('exam.runner.flagged')}</span>}
            </h3>
            <ol>
              {items.map((n) => {
                const done = answered.get(n) ?? false;
                const states = [
                  index === current && t('exam.runner.current'),
                  done && t('exam.runner.answered'),
                  isFlagged && t('exam.runner.flagged'),
                ].filter(Boolean);
                return (
                  <li key={n}>
                    <button
                      type="button"
                      data-number={n}
                      className={`exam-nav-item${index === current ? ' is-current' : ''}${done ? ' is-answered' : ''}${isFlagged ? ' is-flagged' : ''}`}
                      aria-current={index === current ? 'step' : undefined}
                      aria-label={`${t('exam.runner.navigatorLabel', { number: n })}${states.length ? ` (${states.join(', ')})` : ''}`}
                      onClick={() => onGo(index)}
                    >
                      {n}
                    </button>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
