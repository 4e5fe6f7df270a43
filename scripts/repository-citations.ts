// Every reason a comment or record gives must be within a newcomer's reach: citations point at files inside the
// repository (docs/product.md#limits, docs/decisions/0009-bounded-queries.md), never at documents only the first
// team had. docs/architecture.md#layers explains where those documents' content now lives.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type CitationProblem = { file: string; line: number; problem: string };

/** Documents outside the repository, by the names comments used to cite them. */
const outsideDocumentPattern = /\b(?:SPEC|DESIGN|STYLE)\.md\b|\bSPEC(?:'s|’s)|(?<![\w-])reference\/[\w.-]+/g;

/** A path into docs/, optionally with a heading's anchor: `docs/product.md#limits`. */
const docsCitationPattern = /(?<![\w./-])docs\/[\w./-]*[\w](?:#[\w-]+)?/g;

/** The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function toHeadingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (outside fenced code blocks). */
export function readHeadingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let insideFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) insideFence = !insideFence;
    const heading = insideFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) anchors.add(toHeadingAnchor(heading[1]));
  }
  return anchors;
}

/** Problems in one file's text: citations of outside documents, and docs/ paths or anchors that do not exist. */
export function findCitationProblems(
  file: string,
  text: string,
  readRepositoryFile: (relativePath: string) => string | undefined,
): CitationProblem[] {
  const problems: CitationProblem[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    for (const match of line.matchAll(outsideDocumentPattern)) {
      problems.push({ file, line: index + 1, problem: `cites ${match[0]}, which is not in the repository` });
    }
    for (const match of line.matchAll(docsCitationPattern)) {
      const [citedPath = '', anchor] = match[0].split('#');
      // A folder cited as such (docs/decisions/) is fine when it exists; so is a file.
      const target = readRepositoryFile(citedPath.replace(/\/$/, ''));
      if (target === undefined) {
        problems.push({ file, line: index + 1, problem: `cites ${citedPath}, which does not exist` });
        continue;
      }
      if (anchor !== undefined && !readHeadingAnchors(target).has(anchor)) {
        problems.push({ file, line: index + 1, problem: `cites ${match[0]}, but ${citedPath} has no such heading` });
      }
    }
  }
  return problems;
}

/** The files whose examples of bad citations are the point: this check's own tests. */
const exemptFiles = new Set(['scripts/repository-citations.test.ts']);

/** Every tracked text file of the repository at `root`, checked. */
export function checkRepositoryCitations(root: string): CitationProblem[] {
  const trackedFiles = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter(
      (file) =>
        file !== '' &&
        !exemptFiles.has(file) &&
        !/\.(?:png|jpe?g|gif|ico|pdf|docx|woff2?)$|(?:^|\/)package-lock\.json$/.test(file),
    );
  const readRepositoryFile = (relativePath: string): string | undefined => {
    const absolutePath = path.join(root, relativePath);
    if (!existsSync(absolutePath)) return undefined;
    try {
      return readFileSync(absolutePath, 'utf8');
    } catch {
      return ''; // A folder: it exists, and has no headings.
    }
  };
  return trackedFiles.flatMap((file) => {
    const text = readRepositoryFile(file);
    return text === undefined ? [] : findCitationProblems(file, text, readRepositoryFile);
  });
}
