import { Button } from '../../ui/native';
import type { ReactNode, RefObject } from 'react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamStore } from './examStore';

interface PassageMarks {
  highlights: string[];
  notes: string;
}

/** A paragraph's text with the highlighted phrases marked. */
function marked(text: string, highlights: readonly string[]): ReactNode[] {
  const phrases = highlights.filter((h) => h.trim().length > 0);
  if (!phrases.length) return [text];
  const escaped = phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text
    .split(new RegExp(`(${escaped.join('|')})`, 'g'))
    .map((piece, i) =>
      phrases.includes(piece) ? <mark key={i}>{piece}</mark> : <Fragment key={i}>{piece}</Fragment>,
    );
}

/**
 * A reading passage beside its questions: the student highlights a selection and keeps notes, both kept per
 * attempt on the device (never sent: they are the student's scratch paper).
 */
export function PassagePanel({
  text,
  marksKey,
  store,
}: {
  text: string;
  marksKey: string;
  store: RefObject<ExamStore | null>;
}) {
  const { t } = useTranslation();
  const notesId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [marks, setMarks] = useState<PassageMarks>({ highlights: [], notes: '' });

  useEffect(() => {
    void store.current?.getMark<PassageMarks>(marksKey).then((m) => m && setMarks(m));
  }, [store, marksKey]);
  const keep = (next: PassageMarks) => {
    setMarks(next);
    void store.current?.setMark(marksKey, next);
  };

  const highlight = () => {
    const selection = window.getSelection();
    const phrase = selection?.toString().trim() ?? '';
    if (!phrase || !selection?.anchorNode || !body.current?.contains(selection.anchorNode)) return;
    if (!marks.highlights.includes(phrase)) keep({ ...marks, highlights: [...marks.highlights, phrase] });
    selection.removeAllRanges();
  };

  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <section className="exam-passage" aria-label={t('questionView.passage')}>
      <div className="exam-passage-tools">
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={highlight}>
          {t('exam.passage.highlight')}
        </Button>
        {marks.highlights.length > 0 && (
          <Button size="small" onClick={() => keep({ ...marks, highlights: [] })}>
            {t('exam.passage.clearHighlights')}
          </Button>
        )}
      </div>
      <div className="exam-passage-text qv-passage" ref={body} tabIndex={0}>
        {paragraphs.map((p, i) => (
          <p key={i}>{marked(p, marks.highlights)}</p>
        ))}
      </div>
      <label htmlFor={notesId} className="exam-notes-label">
        {t('exam.passage.notes')} <span className="exam-muted">({t('exam.passage.notesHint')})</span>
      </label>
      <textarea
        id={notesId}
        className="exam-notes"
        rows={4}
        value={marks.notes}
        onChange={(e) => keep({ ...marks, notes: e.target.value })}
      />
    </section>
  );
}
