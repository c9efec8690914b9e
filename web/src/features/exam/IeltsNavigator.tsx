import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IeltsSectionNumbers } from './ieltsRunner';

/** The fields a candidate answers in (radio buttons, boxes, lists): where a number's focus lands. */
const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Moves focus to the first field of number `n` once its part is on screen (the part is rendered after `onGo`):
 * the gap or item of that number in a part holding several, else the part's first field.
 */
function focusNumber(numbers: IeltsSectionNumbers, n: number, tries = 10) {
  const group = numbers.parts.flatMap((p) => p.groups).find((g) => g.items.some((i) => i.number === n));
  if (!group) return;
  requestAnimationFrame(() => {
    const part = document.querySelector(`[data-part-id="${CSS.escape(String(group.partId))}"]`);
    if (!part) {
      if (tries > 0) focusNumber(numbers, n, tries - 1);
      return;
    }
    const fields = [...part.querySelectorAll<HTMLElement>(FIELDS)];
    const at = group.items.findIndex((i) => i.number === n);
    // A gap-fill's gaps and a matching's lists stand in the items' order; a choice's options are one answer.
    const field = group.items.length > 1 && fields.length === group.items.length ? fields[at] : fields[0];
    field?.focus();
  });
}

/**
 * The computer-delivered IELTS navigator (docs/design.md section 10): the numbers 1-40 grouped by part ("Part 1:
 * 1-10"), each answered or not, the parts marked for review; a number opens its part and moves focus to its
 * first field (keyboard and screen-reader users land on it). Arrow keys move along the
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
                      onClick={() => {
                        onGo(index);
                        focusNumber(numbers, n);
                      }}
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
