// Fails when a tracked file points at a file outside the repository: a relative path that climbs above the
// repository's root, or the bare name of one of the four documents the project was first written from, which
// a person who clones the repository does not have. The repository holds their content in its own words:
// docs/product.md, docs/design.md, docs/style.md and docs/stack.md (see docs/decisions.md, issue 28).
// Prints file:line: text for each reference and exits 1 when there is any.
//
//   node scripts/check-references.mjs            every tracked text file
//   node scripts/check-references.mjs a.ts b.md  only these files
//
// This file and scripts/rewrite-references.mjs never spell the names out, so they need no exemption.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The outside documents and the file of this repository that now holds each one's content. */
export const OUTSIDE_DOCUMENTS = {
  SPEC: 'docs/product.md',
  DESIGN: 'docs/design.md',
  STYLE: 'docs/style.md',
  STACK: 'docs/stack.md',
};

const NAMES = Object.keys(OUTSIDE_DOCUMENTS).join('|');
/** A bare name, whatever path leads to it (`../shared/`, `/somewhere/`, nothing). */
export const OUTSIDE_NAME = new RegExp(`(?<![\\w-])(${NAMES})\\.md(?![\\w-])`, 'g');
/** Relative paths (one or more `../` and what follows), resolved from the file's own folder. */
const RELATIVE_PATH = /(?<![\w./-])((?:\.\.\/)+)([\w@.-]+(?:\/[\w@.-]+)*)/g;

/**
 * Generated files are checked through their sources (route descriptions, the GraphQL schema); lockfiles
 * hold what the registry wrote.
 */
const SKIPPED = [
  /(^|\/)node_modules\//,
  /(^|\/)package-lock\.json$/,
  /^backend\/openapi\.json$/,
  /^gateway\/src\/generated\//,
  /^web\/src\/gql\//,
  /\.(png|jpe?g|gif|webp|ico|svg|mp3|m4a|wav|mp4|webm|ogg|pdf|xlsx|zip|gz|br|woff2?|ttf|otf|tar)$/i,
];

export function trackedTextFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .split('\0')
    .filter((file) => file && !SKIPPED.some((pattern) => pattern.test(file)));
}

export function readText(file) {
  let buffer;
  try {
    buffer = readFileSync(resolve(ROOT, file));
  } catch {
    return null; // deleted in the work tree, not yet in the index
  }
  return buffer.includes(0) ? null : buffer.toString('utf8');
}

/**
 * What a relative path may name inside the repository: every tracked file (also without its extension, as
 * imports write it) and every folder, as paths from the root.
 */
function repositoryPaths(files) {
  const paths = new Set();
  for (const file of files) {
    paths.add(file).add(file.replace(/\.[^./]+$/, ''));
    for (let at = file.indexOf('/'); at !== -1; at = file.indexOf('/', at + 1)) paths.add(file.slice(0, at));
  }
  return [...paths];
}

/**
 * Whether `../…` written in `file` names something outside the repository: it climbs above the root from the
 * file's own folder, and no folder of the repository holds what it names (a path in a code sample, an
 * import written for a generated file elsewhere, a test's fixture, is relative to another folder).
 */
function leavesRepository(file, climb, rest, known) {
  const fromRoot = relative(ROOT, resolve(ROOT, dirname(file), climb));
  if (fromRoot !== '..' && !fromRoot.startsWith(`..${sep}`)) return false;
  const named = rest.replace(/[.]+$/, '');
  // `./x.js` in TypeScript names `x.ts`: compare without the extension too.
  const names = [named, named.replace(/\.[cm]?js$/, '')];
  return !known.some((path) => names.some((name) => path === name || path.endsWith(`/${name}`)));
}

/** Every reference of one file's text to a file outside the repository: `{line, column, text, kind}`. */
export function outsideReferences(file, text, known = repositoryPaths(trackedTextFiles())) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(OUTSIDE_NAME)) {
      found.push({ line: index + 1, column: match.index + 1, text: match[0], kind: 'name' });
    }
    for (const match of line.matchAll(RELATIVE_PATH)) {
      if (leavesRepository(file, match[1], match[2], known)) {
        found.push({ line: index + 1, column: match.index + 1, text: match[0], kind: 'path' });
      }
    }
  });
  return found;
}

function main(files) {
  let count = 0;
  const known = repositoryPaths(execFileSync('git', ['ls-files'], { cwd: ROOT }).toString().split('\n'));
  for (const file of files) {
    const text = readText(file);
    if (text === null) continue;
    const lines = text.split('\n');
    const references = outsideReferences(file, text, known);
    count += references.length;
    for (const line of new Set(references.map((reference) => reference.line))) {
      console.log(`${file}:${line}: ${lines[line - 1].trim()}`);
    }
  }
  if (count > 0) {
    console.error(
      `\n${count} reference(s) to files outside the repository. Cite the repository's own documents ` +
        `(${Object.values(OUTSIDE_DOCUMENTS).join(', ')}; \`node scripts/rewrite-references.mjs\` ` +
        'rewrites the usual citations), never a path above its root.',
    );
    process.exit(1);
  }
  console.log(`No reference to a file outside the repository (${files.length} files).`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  main(args.length > 0 ? args : trackedTextFiles());
}
