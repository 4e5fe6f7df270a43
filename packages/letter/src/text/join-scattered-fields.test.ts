import { describe, expect, it } from 'vitest';
import { cleanDocument } from './clean-document.ts';
import { joinScatteredFields } from './join-scattered-fields.ts';
import { readResume } from '../facts/read-resume-facts.ts';
import { composeLetter } from '../compose/compose-letter.ts';
import { checkLetter } from '../check/check-letter.ts';

// A resume builder's PDF as some extractors give it: each field of a job's header on a line of its own, with a line of
// one space between them (written for these tests in the shapes seen on held-out resumes).

/** A range scattered over lines: "03/2019", " ", "to ", "Current" (the word between as the extractor left it). */
function scatteredRange(from: string, word: string, to: string): string[] {
  return [from, ' ', `${word} `, to];
}

/** The organisation and its place scattered over lines, with the mark between them the extractor left. */
function scatteredPlace(mark: string): string[] {
  return ['Company Name', ' ', `${mark} `, 'City', ' ', ', ', 'State'];
}

const datesFirst = [
  'Priya Raman',
  'Work History',
  'Warehouse Order Picker',
  ' ',
  ...scatteredRange('03/2019', 'to', 'Current'),
  ' ',
  ...scatteredPlace('â€“'),
  ' ',
  'Picks customer orders from pick slots using voice picking software.',
  'Loads pallets for next-day delivery and shrink wraps the orders.',
  'Barista',
  ' ',
  ...scatteredRange('06/2016', 'to', '02/2019'),
  ' ',
  ...scatteredPlace('â€“'),
  ' ',
  'Served up to 250 customers a day and trained 3 new baristas.',
  'Education',
  'High School Diploma',
].join('\n');

const companyFirst = [
  'Lead Teacher',
  ' ',
  ...scatteredPlace('-'),
  ' ',
  ...scatteredRange('09/2004', '-', 'Current'),
  ' ',
  'Planned and led daily activities for a class of 18 preschool children.',
  'Assistant Teacher',
  ' ',
  ...scatteredPlace('-'),
  ' ',
  ...scatteredRange('08/2001', '-', '08/2004'),
  ' ',
  'Supported the lead teacher with lessons and daily care routines.',
].join('\n');

describe('joinScatteredFields', () => {
  it('joins a header scattered one field to a line back into the line other exports give', () => {
    const lines = joinScatteredFields(cleanDocument(datesFirst)).split('\n');
    expect(lines).toContain('03/2019 to Current Company Name – City , State');
    expect(lines).toContain('06/2016 to 02/2019 Company Name – City , State');
    // The post's line stands right above its header, and the first line of the job right below it.
    expect(lines[lines.indexOf('Warehouse Order Picker') + 1]).toBe('03/2019 to Current Company Name – City , State');
    expect(lines[lines.indexOf('03/2019 to Current Company Name – City , State') + 1]).toMatch(/^Picks customer/u);
  });

  it('joins the organisation and its place, and the dates below them, where the builder puts them first', () => {
    const lines = joinScatteredFields(cleanDocument(companyFirst)).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Lead Teacher',
      'Company Name - City , State',
      '09/2004 - Current',
      'Planned and led daily activities for a class of 18 preschool children.',
    ]);
  });

  it('leaves alone a list whose bullets or dashes stand on lines of their own, and a single scattered place', () => {
    const bullets = 'Skills\n•\nForklift\n•\nInventory\n-\nPallet jack\n-\nShipping';
    expect(joinScatteredFields(bullets)).toBe(bullets);
    const address = 'Sam Okoro\nLeeds\n,\nUK\n\nExperience\nShift Lead, Corner Cafe, 2019 - 2024';
    expect(joinScatteredFields(address)).toBe(address);
  });

  it('lets the fact sheet read each job with its own lines, and the letter tell them', () => {
    // Before, both jobs were read with no lines at all, and the letter told nothing of them.
    const { facts } = readResume(datesFirst);
    expect(facts.roles.map((role) => [role.title, role.achievements.length])).toEqual([
      ['Warehouse Order Picker', 2],
      ['Barista', 1],
    ]);
    const { text } = composeLetter({
      resume: datesFirst,
      jobDescription:
        'Warehouse Associate\nNorthline Foods\n\nRequirements:\n- Order picking experience\n- Pallet loading',
    });
    expect(text).toMatch(/pick customer orders from pick slots/u);
  });

  it('lets the checker find each line under the post it stands under', () => {
    // Dates first, then the post, then the organisation and its place, each job so.
    const rangeThenPost = [
      'Dana Reyes',
      'Work Experience',
      ...[
        ['05/2012', '01/2015', 'Team Leader', 'Trained 6 new machine operators on the coating line.'],
        [
          '03/2009',
          '04/2012',
          'Medical Assistant',
          'Took vital signs and recorded patient histories for 30 patients a day.',
        ],
        [
          '01/2006',
          '02/2009',
          'Home Healthcare Provider',
          'Provided personal care, assistance and companionship to clients.',
        ],
      ].flatMap(([from = '', to = '', post = '', line = '']) => [
        ...scatteredRange(from, 'to', to),
        post,
        ' ',
        ...scatteredPlace('ï¼\u200b'),
        line,
      ]),
      'Education',
      'Medical Assistant Diploma',
    ].join('\n');
    const jobDescription =
      'Medical Assistant\nRiverside Clinic\n\nRequirements:\n- Medical assistant experience\n- Taking vital signs\n- Patient care';
    const { text } = composeLetter({ resume: rangeThenPost, jobDescription });
    expect(text).toMatch(/As a Home Healthcare Provider from 2006 to 2009, I provided personal care/u);
    // Before, the checker read "Company Name" as the header every line stood under: "This achievement is credited to
    // Home Healthcare Provider, but in the resume it stands under Company Name" (review of a held-out set).
    const checks = checkLetter({ letter: text, resume: rangeThenPost, jobDescription });
    expect(checks.findings.filter((finding) => finding.criterion === 'faithful-facts')).toEqual([]);
  });
});
