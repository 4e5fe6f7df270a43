import { describe, expect, it } from 'vitest';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { isTypstSource, typstToText } from './typst-to-text.ts';

/** A resume in the Typst of a common template, as a person pastes its source. */
const source = `#import "lib.typ": *

#show: resume.with(
  author: "Dana Whitfield",
  phone: sys.inputs.phone,
  // personal-site: "example.net",
)

== Work Experience
#work(
  company: "Molatore & Co. CPAs",
  location: "Klamath Falls, OR",
  title: "Staff Accountant " + strong($dash.en$) + " Internship",
  dates: dates-helper(start-date: "Jan 2025", end-date: "Present"),
)
- Audited \\$10,000#strong($dash.en$)\\$25,000 cash receipts with rotating partners biweekly`;

describe('typstToText', () => {
  it('writes a Typst resume out as the text its template prints', () => {
    expect(isTypstSource(source)).toBe(true);
    expect(typstToText(source)).toBe(
      [
        'Dana Whitfield',
        'Work Experience',
        'Staff Accountant – Internship | Molatore & Co. CPAs, Klamath Falls, OR | Jan 2025 – Present',
        '- Audited $10,000 – $25,000 cash receipts with rotating partners biweekly',
      ].join('\n'),
    );
  });

  it('leaves a resume that only names Typst as it is', () => {
    expect(isTypstSource('Skills: Typst, LaTeX\n#1 in sales for 2023')).toBe(false);
  });

  it('gives the fact sheet the job the source names', () => {
    // Before, a held-out letter said "I currently work as a "Staff Accountant " + strong($dash.en$) + " " intern at
    // "Molatore & Co. CPAs",,".
    const facts = readResumeFacts(source);
    expect(facts.name).toBe('Dana Whitfield');
    expect(facts.roles.map((role) => [role.employer, role.period?.start])).toEqual([
      ['Molatore & Co. CPAs', 'Jan 2025'],
    ]);
  });
});
