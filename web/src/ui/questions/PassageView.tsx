import { Fragment } from 'react';

/** A passage or an instruction as text: paragraphs at blank lines, line breaks kept within them. */
export function PassageView({ text, className }: { text: string | null | undefined; className?: string }) {
  const paragraphs = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={`qv-passage${className ? ` ${className}` : ''}`}>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph.split('\n').map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
