import { describe, expect, it } from 'vitest';
import { factSheetOf } from '@cover-letter/shared/fact-sheet-schema';
import { composeLetter } from './compose-letter.ts';
import { postForResume } from './choose-post.ts';

const role = (title: string, employer: string, start: string, end: string | null) => ({
  employer,
  title,
  period: { start, end, current: end === null },
  location: null,
  achievements: [],
});

describe('postForResume', () => {
  const posts = ['Krankenpfleger', 'Altenpfleger', 'Altenpflegehelfer'];

  it('chooses the helping grade for a care assistant, never the qualified post', () => {
    const { resume } = factSheetOf({
      roles: [role('Ambulanter Pflegeassistent', 'Pflegedienst Alexander GmbH', '2019', null)],
      language: 'de',
    });
    expect(postForResume(posts, 'Krankenpfleger', resume)).toBe('Altenpflegehelfer');
  });

  it('chooses the post of the person’s own title, and keeps the post read first where none fits better', () => {
    const designer = factSheetOf({
      roles: [
        role('Graphic Layout Artist', 'Northfield Print', '2019', null),
        role('Graphic Designer', 'Lakeshore Communications', '2012', '2019'),
      ],
    }).resume;
    const marketing = ['Account Manager', 'Digital Marketing Specialist', 'Graphic Designer'];
    expect(postForResume(marketing, 'Account Manager', designer)).toBe('Graphic Designer');
    const chef = factSheetOf({ roles: [role('Head Chef', 'The Salt House', '2015', null)] }).resume;
    expect(postForResume(marketing, 'Account Manager', chef)).toBe('Account Manager');
  });

  it('counts a short word of the work and the words in a post’s brackets', () => {
    // Before, "Bookkeeper" for a tax and audit intern: "tax" was too short to count, and "(Tax/Audit)" was dropped.
    const intern = factSheetOf({
      roles: [
        role('Graduate Teaching Assistant', 'Mississippi State University', '2021', null),
        role('Tax/Audit Intern', 'Dixon Hughes Goodman', '2021', '2021'),
      ],
    }).resume;
    const posts = ['Senior Tax Accountant', 'Staff Accountant (Tax/Audit)', 'Bookkeeper'];
    expect(postForResume(posts, 'Bookkeeper', intern)).toBe('Staff Accountant (Tax/Audit)');
  });
});

describe('composeLetter: an ad for several posts', () => {
  const ad = `Work with us
We are always looking for talented people at Renga Studio.
Account Manager
Digital Marketing Specialist
Graphic Designer
Role
Design artwork for offline and digital marketing.`;
  const resume = `Andrea Vale
Experience
Graphic Designer | Lakeshore Communications | 2016 - Present
- Designed graphics for large retail clients in InDesign and Photoshop
- Created mock-up pages for client approval`;

  it('applies for the post the resume fits, read from the texts alone', () => {
    const letter = composeLetter({ resume, jobDescription: ad });
    expect(letter.text).toMatch(/applying for the Graphic Designer position/u);
    expect(letter.facts.job.role).toBe('Graphic Designer');
  });

  it('keeps the post the user confirmed', () => {
    const read = composeLetter({ resume, jobDescription: ad }).facts;
    const letter = composeLetter({
      resume,
      jobDescription: ad,
      facts: { ...read, job: { ...read.job, role: 'Digital Marketing Specialist' } },
    });
    expect(letter.text).toMatch(/Digital Marketing Specialist/u);
  });
});
