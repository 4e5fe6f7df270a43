import { describe, expect, it } from 'vitest';
import { matchRequirements } from './match-requirements.ts';
import { parseJobDescription } from './parse-job-description.ts';
import { parseResume } from './parse-resume.ts';
import { readEvalPairs } from '../test-fixtures/read-eval-pairs.ts';

const pairs = readEvalPairs();
function matchPair(id: string): ReturnType<typeof matchRequirements> {
  const pair = pairs.find((candidate) => candidate.id === id);
  if (!pair) throw new Error(`fixture ${id} missing`);
  return matchRequirements(parseResume(pair.resume), parseJobDescription(pair.jobDescription));
}

describe('matchRequirements', () => {
  it('supports every German must-have the German resume shows, with evidence from its own employer', () => {
    const matches = matchPair('sw-07');
    expect(matches.mustHaves.map((match) => match.status)).toEqual(['supported', 'supported', 'supported']);
    const docker = matches.mustHaves[1]?.evidence.find((item) => item.term === 'Docker');
    expect(docker?.employer).toBe('Beispiel AG');
    expect(matches.mustHaveCoverage).toBe(1);
  });

  it('never counts a skill the resume does not show', () => {
    const matches = matchPair('adv-01');
    const asyncio = matches.mustHaves.find((match) => match.requirement.skills.includes('asyncio'));
    expect(asyncio?.matchedTerms).not.toContain('asyncio');
    expect(asyncio?.missingTerms).toContain('asyncio');
    expect(matches.missingSkills).toEqual(
      expect.arrayContaining(['asyncio', 'Django REST Framework', 'Kafka', 'Datadog']),
    );
  });

  it('counts years only when the resume states enough of them', () => {
    const matches = matchPair('sw-02');
    const years = matches.mustHaves.find((match) => match.requirement.yearsRequired === 5);
    expect(years?.matchedTerms).toContain('years of experience');
    const frontEnd = matchPair('sw-01').mustHaves.find((match) => match.requirement.yearsRequired === 2);
    expect(frontEnd?.status).toBe('unsupported');
  });

  it('treats "such as A, B or C" as satisfied by one of them', () => {
    const matches = matchPair('sw-02');
    const serverSide = matches.mustHaves.find((match) =>
      match.requirement.text.startsWith('Proficiency with server-side'),
    );
    expect(serverSide?.status).toBe('supported');
    expect(serverSide?.matchedTerms).toEqual(['Python']);
  });

  it('leaves requirements without evidence unsupported', () => {
    const matches = matchPair('sw-04');
    const travel = matches.mustHaves.find((match) => /travel/.test(match.requirement.text));
    expect(travel?.status).toBe('unsupported');
  });
});
