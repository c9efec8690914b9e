// Rewrites the citations of the four documents the project was first written from (which live outside the
// repository) into citations of the repository's own documents, which keep their numbering:
//
//   <SPEC> point 8            -> docs/product.md point 8      (points keep their numbers)
//   <DESIGN> section 9        -> docs/design.md section 9     (sections and subsections keep theirs)
//   <DESIGN>'s matrix         -> docs/design.md's matrix
//   (<STYLE>)                 -> (docs/style.md)
//   ../shared/<SPEC>          -> docs/product.md              (any path that leads to the outside copy)
//
// where <SPEC> is the name of the product specification with `.md` (scripts/check-references.mjs names all
// four). Only the name changes; the words around it stay, so a GraphQL or OpenAPI description still reads
// "docs/product.md point 8". A citation it cannot map is left as it is and listed: a point or section the
// repository's document does not have, or the name behind another path.
//
//   node scripts/rewrite-references.mjs --dry-run [--verbose] [files...]   summary only, writes nothing
//   node scripts/rewrite-references.mjs [files...]                          rewrites the files
//
// Generated files (backend/openapi.json, gateway/src/generated, web/src/gql) are skipped: run
// `npm run codegen` after rewriting their sources.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { OUTSIDE_DOCUMENTS, OUTSIDE_NAME, ROOT, readText, trackedTextFiles } from './check-references.mjs';

const NAMES = Object.keys(OUTSIDE_DOCUMENTS).join('|');
/**
 * One citation: an optional path to the outside copy (`../shared/`, `../../shared/`, `/…/shared/`), the name,
 * then what it cites (read for the summary and the number check).
 */
const CITATION = new RegExp(
  `(?<path>(?:(?:\\.\\.\\/)+|\\/(?:[\\w.-]+\\/)*)shared\\/)?(?<!\\w)(?<name>${NAMES})\\.md(?![\\w-])`,
  'g',
);
const CITED = [
  ['point', /^[`'"]?,? (?:points?|§) ?(\d+)/],
  ['section', /^[`'"]?,? (?:sections?|§) ?(\d+(?:\.\d+)*)/],
  ['possessive', /^['’]s\b/],
  ['matrix', /^ (?:permission )?matrix\b/],
];

/** The numbers (`8`, `12`, `9.2`) a document of the repository gives its headings (`## 8. …`). */
function headingNumbers(file) {
  const text = readText(file) ?? '';
  return new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((match) => match[1]));
}

const numbers = Object.fromEntries(
  Object.values(OUTSIDE_DOCUMENTS).map((file) => [file, headingNumbers(file)]),
);

/** What one citation becomes, or why it cannot be mapped. */
function mapCitation(match, line, at) {
  const { path, name } = match.groups;
  const target = OUTSIDE_DOCUMENTS[name];
  const before = line.slice(0, at);
  if (!path && /[\w.-]\/$/.test(before)) {
    return {
      form: `${name} behind another path`,
      unmapped: 'the name follows a path that is not the outside copy',
    };
  }
  const after = line.slice(at + match[0].length);
  let form = 'bare name';
  for (const [kind, pattern] of CITED) {
    const cited = after.match(pattern);
    if (!cited) continue;
    form = kind;
    const number = cited[1];
    if (
      number &&
      numbers[target].size > 0 &&
      !numbers[target].has(number) &&
      !numbers[target].has(number.split('.')[0])
    ) {
      return { form: `${kind} ${number}`, unmapped: `${target} has no ${kind} ${number}` };
    }
    break;
  }
  return { form: `${path ? 'path to ' : ''}${name} ${form}`, replacement: target };
}

function rewrite(file, text, summary) {
  let changed = false;
  const lines = text.split('\n').map((line, index) => {
    let out = '';
    let last = 0;
    for (const match of line.matchAll(CITATION)) {
      const mapped = mapCitation(match, line, match.index);
      const where = `${file}:${index + 1}`;
      if (mapped.unmapped) {
        summary.unmapped.push(`${where}: ${mapped.unmapped}: ${line.trim()}`);
        continue;
      }
      summary.forms.set(mapped.form, (summary.forms.get(mapped.form) ?? 0) + 1);
      summary.files.add(file);
      out += line.slice(last, match.index) + mapped.replacement;
      last = match.index + match[0].length;
      changed = true;
    }
    const result = out + line.slice(last);
    if (result !== line)
      summary.changes.push(`${file}:${index + 1}\n  - ${line.trim()}\n  + ${result.trim()}`);
    return result;
  });
  return changed ? lines.join('\n') : null;
}

/** Mentions of the documents by their bare words (`SPEC point 8`, `SPEC's message`): not file names. */
const BARE_WORD = new RegExp(`(?<![\\w-])(${NAMES})(?!\\.md)(?![\\w-])`, 'g');

const mentionsOutside = new RegExp(OUTSIDE_NAME.source);

function main(args) {
  const dryRun = args.includes('--dry-run');
  const verbose = args.includes('--verbose');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const files = named.length > 0 ? named : trackedTextFiles();
  const summary = { files: new Set(), forms: new Map(), unmapped: [], changes: [], words: 0 };
  for (const file of files) {
    if (Object.values(OUTSIDE_DOCUMENTS).includes(file)) continue;
    const text = readText(file);
    if (text === null) continue;
    summary.words += text.match(BARE_WORD)?.length ?? 0;
    if (!mentionsOutside.test(text)) continue;
    const rewritten = rewrite(file, text, summary);
    if (rewritten !== null && !dryRun) writeFileSync(resolve(ROOT, file), rewritten);
  }
  const total = [...summary.forms.values()].reduce((sum, count) => sum + count, 0);
  if (verbose) console.log(summary.changes.join('\n'));
  console.log(
    `${dryRun ? 'Would rewrite' : 'Rewrote'} ${total} citation(s) in ${summary.files.size} file(s):`,
  );
  for (const [form, count] of [...summary.forms].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(count).padStart(4)}  ${form}`);
  }
  console.log(`Left as they are (${summary.unmapped.length}):`);
  for (const line of summary.unmapped) console.log(`  ${line}`);
  console.log(
    `Mentions by the bare word without .md (not file references, not checked, not rewritten): ${summary.words}`,
  );
  if (!dryRun && total > 0) {
    console.log(
      'Then `npx prettier --write` the files changed (a markdown table may need realigning) and ' +
        '`npm run codegen` (route and schema descriptions changed).',
    );
  }
}

main(process.argv.slice(2));
