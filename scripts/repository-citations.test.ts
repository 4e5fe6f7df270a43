import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRepositoryCitations, findCitationProblems, toHeadingAnchor } from './repository-citations.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..');

const documents: Record<string, string> = {
  'docs/product.md': '# The product\n\n## Limits\n\n```\n## Not a heading\n```\n',
  'docs/decisions': '',
};
const readDocument = (relativePath: string) => documents[relativePath];

describe('repository citations', () => {
  it('every tracked file cites only files and headings that exist in the repository', () => {
    expect(checkRepositoryCitations(repositoryRoot)).toEqual([]);
  });

  it('flags citations of the first team’s documents, whatever their form', () => {
    const text = [
      '// SPEC.md §5: both texts must be non-empty.',
      '/** DESIGN.md D8: initial JavaScript stays small. */',
      '// Headers supabase-js sends (reference/supabase-contract.md §7).',
      "// A client that sends SPEC's request.",
    ].join('\n');
    expect(findCitationProblems('web/example.ts', text, readDocument).map((problem) => problem.line)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('flags a docs/ path that does not exist and an anchor its file has no heading for', () => {
    const text = 'See docs/decisions/0099-missing.md and docs/product.md#plans, not docs/product.md#not-a-heading.';
    expect(findCitationProblems('server/example.ts', text, readDocument)).toEqual([
      { file: 'server/example.ts', line: 1, problem: 'cites docs/decisions/0099-missing.md, which does not exist' },
      {
        file: 'server/example.ts',
        line: 1,
        problem: 'cites docs/product.md#plans, but docs/product.md has no such heading',
      },
      {
        file: 'server/example.ts',
        line: 1,
        problem: 'cites docs/product.md#not-a-heading, but docs/product.md has no such heading',
      },
    ]);
  });

  it('accepts existing files, folders and headings, and prose that only mentions a spec', () => {
    const text = 'docs/product.md#limits, docs/product.md, docs/decisions/ and the specification of OpenAPI.';
    expect(findCitationProblems('README.md', text, readDocument)).toEqual([]);
  });

  it('gives headings the anchors GitHub gives them', () => {
    expect(toHeadingAnchor('Where rules are enforced')).toBe('where-rules-are-enforced');
    expect(toHeadingAnchor('Supabase wire compatibility')).toBe('supabase-wire-compatibility');
    expect(toHeadingAnchor('0009. Bound the work (of every request)')).toBe('0009-bound-the-work-of-every-request');
  });
});
