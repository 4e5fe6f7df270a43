import { describe, expect, it } from 'vitest';
import { cleanDocument } from './clean-document.ts';
import { splitInlineNumberedLists, unfoldRunOnText } from './unfold-run-on.ts';
import { readResume } from '../facts/read-resume-facts.ts';

// Pastes that lost their line breaks, written for these tests in the shapes scraped listings take.
const runOnWithTabs =
  'DANA OKAFOR\t\t\t12 Sample Street, Leeds\tOBJECTIVE:\tTo bring ten years of welding and fabrication to a busy workshopWORKHISTORY:\t2016-2024\tNorthgate Steel Ltd.\t\tLeeds\t\tPosition:  Fabricator Welder\t\tResponsibilities: MIG and TIG welding of stainless frames; reading fabrication drawings; quality checks of finished parts.2012-2016\tAire Valley Engineering\t\tBradford\t\tPosition:  Apprentice Welder\t\tResponsibilities: Cutting and preparing steel sections; assisting senior welders on site.EDUCATION:\tLeeds College of Building\tNVQ Level 3 in Fabrication and Welding';
const runOnGlued =
  'Friendly and reliable barista with five years in busy city cafes and a love of latte art and good service to every customer who walks in.Employment HistoryBean There CoffeeShift LeadMarch 2021 - PresentOpened and closed the store and trained 4 new baristas on the espresso machine and the tills.Corner Cup CafeBaristaJune 2019 - February 2021Served up to 300 customers a day and kept the counter and the milk station clean.EducationLeeds City CollegeLevel 2 Food Hygiene';

describe('unfoldRunOnText', () => {
  it('puts back the breaks of a resume pasted as one line: its gaps, its headings and its jobs’ years', () => {
    const lines = unfoldRunOnText(cleanDocument(runOnWithTabs)).split('\n');
    expect(lines).toContain('OBJECTIVE:');
    expect(lines).toContain('WORK HISTORY:');
    expect(lines).toContain('2016-2024');
    expect(lines).toContain('Northgate Steel Ltd.');
    expect(lines).toContain('Position: Fabricator Welder');
    expect(lines).toContain('2012-2016');
    expect(lines).toContain('EDUCATION:');
  });

  it('parts two lines run together where the second began with a capital, never a word written with one inside', () => {
    const lines = unfoldRunOnText(cleanDocument(runOnGlued)).split('\n');
    expect(lines).toContain('Employment History');
    expect(lines).toContain('Bean There Coffee');
    expect(lines).toContain('Shift Lead');
    expect(lines).toContain('March 2021 - Present');
    expect(
      unfoldRunOnText(cleanDocument(`${runOnGlued} Tools: PowerPoint, QuickBooks and McDonald's till software.`)),
    ).toContain('PowerPoint, QuickBooks and McDonald');
  });

  it('leaves a resume that kept its breaks as it is, long paragraphs included', () => {
    const resume = `Sam Lee\nsam@example.com\n\nSummary\n${'Experienced warehouse operative who keeps stock moving and the team safe. '.repeat(8)}\n\nExperience\nPicker, Northway Foods, 2020 - 2024\n- Picked 200 orders a shift`;
    expect(unfoldRunOnText(resume)).toBe(resume);
  });
});

describe('splitInlineNumberedLists', () => {
  it('gives each item of a numbered list run into one line a line of its own, its number with it', () => {
    expect(
      splitInlineNumberedLists(
        '1. Reporting to the operations director 2. Review of tenders and contract terms 3. Kick-off meetings with the client',
      ).split('\n'),
    ).toEqual([
      '1. Reporting to the operations director',
      '2. Review of tenders and contract terms',
      '3. Kick-off meetings with the client',
    ]);
  });

  it('leaves a line whose numbers count things, not items', () => {
    const line = 'Managed 2 sites and 14 staff. Cut waste by 12. Reported weekly.';
    expect(splitInlineNumberedLists(line)).toBe(line);
  });
});

describe('unfoldRunOnText: a web page’s sections printed one paragraph each', () => {
  // Written for this test: each section's heading, jobs and bullets run into one line, as a page scraped by paragraph
  // gives them; the resume kept its other breaks.
  const flattened = [
    'About',
    'Trained teaching assistant, now working in home care.',
    'WORK EXPERIENCE Care Assistant March 2020 - Present Helping Hands Homecare, Leeds, UK •Support clients with washing and dressing. •Keep daily care notes for each visit.',
    'OTHER EXPERIENCE Teaching Assistant (2016 - 2019) Nursery Assistant (2014 - 2016)',
  ].join('\n');

  it('gives the heading, each job and each bullet a line, the job written post, employer and dates', () => {
    const lines = unfoldRunOnText(cleanDocument(flattened)).split('\n');
    expect(lines).toContain('WORK EXPERIENCE');
    expect(lines).toContain('Care Assistant - Helping Hands Homecare, Leeds, UK (March 2020 - Present)');
    expect(lines).toContain('• Support clients with washing and dressing.');
    expect(lines).toContain('OTHER EXPERIENCE');
    expect(lines).toContain('Teaching Assistant (2016 - 2019)');
    expect(lines).toContain('Nursery Assistant (2014 - 2016)');
  });

  it('reads the jobs of such a page', () => {
    const roles = readResume(flattened).facts.roles.map((role) => [role.employer, role.title]);
    expect(roles[0]).toEqual(['Helping Hands Homecare', 'Care Assistant']);
    expect(roles.map(([, title]) => title)).toContain('Teaching Assistant');
  });

  it('leaves a heading over its own lines, and a line with a single bullet, as they are', () => {
    const text =
      'WORK EXPERIENCE\nCare Assistant, Helping Hands (2020 - 2024)\n• Support clients\nSKILLS First aid • Moving and handling';
    expect(unfoldRunOnText(text)).toBe(text);
  });
});
