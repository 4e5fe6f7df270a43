// Letters for the kinds of resume and ad a held-out set showed (set BO, pairs written for the purpose and not tuned on
// before): a driver's resume of a hundred words, its jobs one dated line each ("Now - ..." for the job held now, "same
// company" for the employer above), its licences named by category and a ticket's status in brackets, and what the
// person says of themselves at the page's end; a recruiter's ad whose needs include night work. Every text here is
// invented.
import { describe, expect, it } from 'vitest';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { composeLetter } from './compose-letter.ts';

const driverResume = `Class 2 Driver - 8 yrs clean licence

Tomasz Reilly-Byrne
Wakefield WF2 | 07700 900418 | t.reillybyrne@example.com

LICENCES
Cat C (Class 2), 3 points
Driver CPC - valid to Mar 2028
Reach truck (expired 2021)

JOBS
Now - Class 2 multidrop driver, Calder Valley Foods (early starts, Leeds-Hull)
2017-2022 - 7.5t van driver, Pennine Parcels Ltd
2015-2017 - yard shunter, same company

No accidents or claims in 8 years. Willing to work nights/weekends.
`;

const driverAd = `CLASS 2 MULTIDROP DRIVER - WAKEFIELD
We are recruiting on behalf of our client, a regional food wholesaler, for Class 2 drivers.

The role
* Multidrop deliveries to shops and cafes across West Yorkshire
* Loading checks and delivery paperwork

What you'll need
* Cat C licence with no more than 6 points
* Valid Driver CPC card
* Willing to work nights and weekends on a rota

Bonus if you have
* Reach truck licence
`;

describe('a short resume whose jobs are one dated line each', () => {
  const facts = readResumeFacts(driverResume);

  it('reads "Now - ..." as the job held now, and the next line as a job of its own with its dates', () => {
    expect(facts.roles.map((role) => [role.employer, role.title, role.period])).toEqual([
      ['Calder Valley Foods', 'Class 2 multidrop driver', { start: null, end: null, current: true }],
      ['Pennine Parcels Ltd', '7.5t van driver', { start: '2017', end: '2022', current: false }],
      ['Pennine Parcels Ltd', 'yard shunter', { start: '2015', end: '2017', current: false }],
    ]);
  });

  it('gives the last job none of the remarks set apart below the jobs', () => {
    expect(facts.roles.flatMap((role) => role.achievements)).toEqual([]);
  });

  it('reads a licence named by its category and a ticket with its status in brackets', () => {
    expect(facts.credentials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Cat C (Class 2)', status: 'held' }),
        expect.objectContaining({ name: 'Reach truck', status: 'expired', date: '2021' }),
      ]),
    );
  });

  it('writes a letter that names the licence, the record and the nights the person will work', () => {
    const letter = composeLetter({ resume: driverResume, jobDescription: driverAd }, { variation: 0 }).text;
    expect(letter).toMatch(/\bI (?:also )?hold a Cat C \(Class 2\) licence\b/u);
    expect(letter).toContain('I have had no accidents or claims in 8 years.');
    expect(letter).toContain('I am willing to work nights and weekends.');
    expect(letter).not.toContain('same company');
    expect(letter).not.toMatch(/\bI (?:hold|have) (?:a |the )?reach truck/iu);
  });
});
