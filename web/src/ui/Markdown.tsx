import MarkdownToJsx from 'markdown-to-jsx/react';
import './markdown.css';

const OPTIONS = {
  // Text written by people is never HTML: tags show as written, so no script or handler can get in.
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    a: { props: { target: '_blank', rel: 'noopener noreferrer' } },
  },
};

/**
 * Markdown as React elements (markdown-to-jsx: headings, lists, emphasis, links, tables), without raw HTML;
 * links with a `javascript:` or `data:` address are dropped by the library's sanitizer.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown">
      <MarkdownToJsx options={OPTIONS}>{children}</MarkdownToJsx>
    </div>
  );
}
