import { describe, expect, it } from 'vitest';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { rebuildWordTables } from './word-tables.ts';

const careerHistory = [
  'CAREER HISTORY',
  '',
  'Dates\tEmployer / Location\tPosition\tKey responsibilities & achievements',
  'Mar 2019 –',
  'present\tHartley & Finch Ltd',
  'Glasgow, Buchanan Street\tStore Manager\t• Full P&L for £6.8m flagship homewares store, 42 colleagues',
  '• Shrink reduced from 2.1% to 1.2% of sales in two years',
  'Nov 2015 –',
  'Feb 2019\tHartley & Finch Ltd',
  'Edinburgh, Gyle Centre\tDeputy Store Manager\t• Launched click & collect in store',
  '',
  'EDUCATION',
].join('\n');

describe('rebuildWordTables', () => {
  it('writes each row of a jobs table again as its post, employer and dates, its bullets below', () => {
    expect(rebuildWordTables(careerHistory).split('\n')).toEqual([
      'CAREER HISTORY',
      '',
      '',
      'Store Manager | Hartley & Finch Ltd, Glasgow, Buchanan Street | Mar 2019 – present',
      '• Full P&L for £6.8m flagship homewares store, 42 colleagues',
      '• Shrink reduced from 2.1% to 1.2% of sales in two years',
      '',
      'Deputy Store Manager | Hartley & Finch Ltd, Edinburgh, Gyle Centre | Nov 2015 – Feb 2019',
      '• Launched click & collect in store',
      '',
      'EDUCATION',
    ]);
  });

  it('leaves a table that is not of jobs, and text without tabs, as it was', () => {
    const qualifications = 'Qualification\tInstitution\tYear\nHNC Retail Management\tClyde Valley College\t2006';
    expect(rebuildWordTables(qualifications)).toBe(qualifications);
    expect(rebuildWordTables('Store Manager | Hartley & Finch')).toBe('Store Manager | Hartley & Finch');
  });

  it('lets the resume reader find each post at its employer, with its own lines', () => {
    const facts = readResumeFacts(`Craig Dunbar\ncraig@example.com\n\n${careerHistory}\nHNC Retail Management`);
    expect(facts.roles.map((role) => [role.employer, role.title, role.achievements.length])).toEqual([
      ['Hartley & Finch Ltd', 'Store Manager', 2],
      ['Hartley & Finch Ltd', 'Deputy Store Manager', 1],
    ]);
  });
});

describe('rebuildWordTables: a work column named "Key responsibilities / achievements"', () => {
  it('rebuilds the rows, with the lines the work column wrapped onto as bullets', () => {
    const table = [
      'Period\tCompany\tPosition\tKey responsibilities / achievements',
      'Mar 2021 – Present\tKestrel Cost Consultants (Pty) Ltd\tQuantity Surveyor\tPrepared BoQs for 9 projects',
      '\t\t\tMonthly valuations for 3 contracts',
      'Jan 2018 – Feb 2021\tUmhlanga Builders cc\tJunior Quantity Surveyor\tMeasured variations on site',
    ].join('\n');
    // Unread, the header's "/" left the table as it was, and no post was found in it.
    expect(rebuildWordTables(table).split('\n')).toEqual([
      '',
      'Quantity Surveyor | Kestrel Cost Consultants (Pty) Ltd | Mar 2021 – Present',
      'Prepared BoQs for 9 projects',
      'Monthly valuations for 3 contracts',
      '',
      'Junior Quantity Surveyor | Umhlanga Builders cc | Jan 2018 – Feb 2021',
      'Measured variations on site',
    ]);
  });
});

describe('rebuildWordTables: a table whose rows open on the employer', () => {
  it('writes each row as a header line over its description', () => {
    const table = [
      'Work History',
      'Company\tPosition\tDescription\tTimeframe',
      'Corner Cafe\tBarista\tPrepared drinks to order. Kept the store clean.\tMarch 2022 to August 2022',
      'U.S. Navy\tAviation Mechanic\tServiced engines on 12 aircraft.\tAugust 2017 to November 2021',
    ].join('\n');
    expect(rebuildWordTables(table).split('\n')).toEqual([
      'Work History',
      '',
      'Barista | Corner Cafe | March 2022 to August 2022',
      'Prepared drinks to order. Kept the store clean.',
      '',
      'Aviation Mechanic | U.S. Navy | August 2017 to November 2021',
      'Serviced engines on 12 aircraft.',
    ]);
  });
});
