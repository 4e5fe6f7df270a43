import { describe, expect, it } from 'vitest';
import { checkLetter } from './check-letter.ts';

const resume = `Jamie Cole
Experience
Maintenance Technician, Harbour Estates — 2018 – Present
- Repaired plumbing, heating and electrical faults across 40 sites`;

const letter = `Dear Hiring Manager,

I am applying for the Maintenance Technician position. I currently work as a Maintenance Technician at Harbour Estates, where I repair plumbing, heating and electrical faults across 40 sites.

I would welcome the chance to discuss in an interview how my experience could support your team.

Sincerely,
Jamie Cole`;

function notesFor(ad: string) {
  return checkLetter({ letter, resume, jobDescription: ad, length: 'short' })
    .findings.filter((finding) => finding.severity === 'info' && /^The ad (?:asks|sets)/.test(finding.message))
    .map((finding) => finding.message);
}

describe('checkAdInstructions', () => {
  it('notes what the ad asks of the application and the conditions it sets, without failing the letter', () => {
    const ad = `Maintenance Technician
Employer: Lakeside Facilities

Requirements
- Experience of reactive and planned maintenance
- A food safety certificate at level 2 or above (less than 2 years old)

Applicants must hold a full driving licence for visits to our depots.
Please send your CV with a personal statement telling us why this post appeals to you.`;
    const notes = notesFor(ad);
    expect(notes).toEqual([
      expect.stringMatching(
        /^The ad sets a condition: "A food safety certificate at level 2 or above \(less than 2 years old\)/,
      ),
      expect.stringMatching(/^The ad sets a condition: "Applicants must hold a full driving licence/),
      expect.stringMatching(/^The ad asks applicants: "Please send your CV with a personal statement/),
    ]);
    expect(checkLetter({ letter, resume, jobDescription: ad, length: 'short' }).criteria.requirements.errors).toBe(0);
  });

  it('says nothing of the statements every ad prints, or of an ad that asks nothing', () => {
    expect(
      notesFor(`Maintenance Technician

We are committed to equal opportunities and must ensure diversity in our workforce.
You will repair plumbing and heating faults across our sites.`),
    ).toEqual([]);
  });
});
