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

describe('typstToText: a page written in Typst markup, no template', () => {
  const markup = `#set page(
	margin: (x: 0.7in, y: 0.7in),
)
#set text(
	11pt
)
#{
	place(
		[
			#text(20pt, [*Rowan Adeyemi*])\\
			415-555-0134
		]
	)
	place(
		right,
		align(right, [
			#link("rowan.adeyemi@example.com")\\
			#link("github.com/rowanade")
		])
	)
}\\ \\ \\

*EXPERIENCE*\\
*iD Coding Camps* - Palo Alto, CA\\
Instructor, July 2025 - August 2025
- Taught 40 students the basics of Python and Unity in week-long courses.

*Bay Area Youth Robotics - Team 6217* - San Mateo, CA, August 2021 - May 2024\\
- Built a vision pipeline for robot pose estimation on embedded boards.

*Coastal State University Center for Advanced Materials Research* - Halfmoon Bay, CA\\
Summer Intern, June 2023 - August 2023
- Wrote data-correction software for a legacy dataset of 2 million rows.`;

  it('prints the name, the links and the bold headers, and each job keeps its own work', () => {
    expect(isTypstSource(markup)).toBe(true);
    const text = typstToText(markup);
    // Before, the source was read as it stood: no name ("#text(20pt, [*Rowan Adeyemi*])"), no employer
    // ("*iD Coding Camps* - Palo Alto, CA\\"), and the robotics team's work told as the instructor's.
    expect(text).toMatch(/^Rowan Adeyemi\n/u);
    expect(text).toContain('rowan.adeyemi@example.com');
    expect(text).not.toMatch(/#set|place\(|\\\\/u);
    const facts = readResumeFacts(markup);
    expect(facts.name).toBe('Rowan Adeyemi');
    expect(facts.roles.map((role) => [role.title, role.employer, role.achievements.length])).toEqual([
      ['Instructor', 'iD Coding Camps', 1],
      ['', 'Bay Area Youth Robotics (Team 6217)', 1],
      ['Summer Intern', 'Coastal State University Center for Advanced Materials Research', 1],
    ]);
  });
});
