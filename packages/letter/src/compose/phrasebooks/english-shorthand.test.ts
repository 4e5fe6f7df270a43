import { describe, expect, it } from 'vitest';
import { writeOutShorthand } from './english-shorthand.ts';

describe('writeOutShorthand', () => {
  it('writes out the notes of a resume line', () => {
    expect(writeOutShorthand('I check in approx. 60-80 pts per day for 5 providers (2 MD, 3 NP).')).toBe(
      'I check in approximately 60-80 patients per day for 5 providers (2 MD, 3 NP).',
    );
    expect(writeOutShorthand('I handle guest complaints and comp decisions w/ the manager on duty.')).toBe(
      'I handle guest complaints and comp decisions with the manager on duty.',
    );
    expect(writeOutShorthand('I verify benefits thru payer portals, incl. Medicare, for the IT dept.')).toBe(
      'I verify benefits through payer portals, including Medicare, for the IT department.',
    );
  });

  it('says counts, rates and estimates in words', () => {
    expect(writeOutShorthand('I work 3 days/wk on a budget of ~£9k/month.')).toBe(
      'I work 3 days a week on a budget of about £9k a month.',
    );
    expect(writeOutShorthand('I plan c.140 loads a night over 5 yrs of 12hr shifts.')).toBe(
      'I plan about 140 loads a night over 5 years of 12-hour shifts.',
    );
    expect(writeOutShorthand('I ran infusions at 125 mL/hr for 1 yr.')).toBe(
      'I ran infusions at 125 mL/hr for 1 year.',
    );
  });

  it('says "and" between words of a sentence and keeps the names written with "&"', () => {
    expect(writeOutShorthand('I write care plans & risk assessments in ambient + chilled sites.')).toBe(
      'I write care plans and risk assessments in ambient and chilled sites.',
    );
    expect(
      writeOutShorthand('At Sutton & Rowe I gained the Level 3 Diploma in Health & Social Care and ran R&D.'),
    ).toBe('At Sutton & Rowe I gained the Level 3 Diploma in Health & Social Care and ran R&D.');
  });

  it('keeps "pts" where they may be points, and names as their owners write them', () => {
    expect(writeOutShorthand('I raised the team’s quiz average by 12 pts.')).toBe(
      'I raised the team’s quiz average by 12 pts.',
    );
    expect(writeOutShorthand('At Buisness Link and the Dept of Health, I liased with recieving teams.')).toBe(
      'At Buisness Link and the Dept of Health, I liaised with receiving teams.',
    );
  });
});

describe('writeOutShorthand: a trade’s notes', () => {
  it('writes out renos and calcs, and leaves out whose initials signed the work off', () => {
    expect(
      writeOutShorthand('I installed 20+ EV chargers including load calcs (checked by JM) for kitchen renos.'),
    ).toBe('I installed 20+ EV chargers including load calculations for kitchen renovations.');
  });
});

describe('writeOutShorthand: an arrow between two figures', () => {
  it('says the measure’s move in words', () => {
    expect(writeOutShorthand('I owned the nightly batch; runtime 5 h 10 min -> 1 h 40 min through chunking.')).toBe(
      'I owned the nightly batch; runtime went from 5 h 10 min to 1 h 40 min through chunking.',
    );
  });
});

describe('writeOutShorthand: spaces inside brackets', () => {
  it('closes a bracket up to its words', () => {
    expect(writeOutShorthand('I helped the team reach 100% satisfaction ( CSAT score 7/7 ).')).toBe(
      'I helped the team reach 100% satisfaction (CSAT score 7/7).',
    );
  });
});

describe('writeOutShorthand: the misspellings resumes keep most', () => {
  it('mends a word no reader mistakes for another, and leaves a real word and a name alone', () => {
    expect(writeOutShorthand('I submited weekly reports and worked indepedently to meet preformance targets.')).toBe(
      'I submitted weekly reports and worked independently to meet performance targets.',
    );
    expect(writeOutShorthand('I took calls from customers at Custmer Connect Ltd.')).toBe(
      'I took calls from customers at Custmer Connect Ltd.',
    );
  });
});

describe('writeOutShorthand: slips a resume’s line brings along', () => {
  it('mends a language in lower case, a capital "And" mid-sentence and a colon before a list', () => {
    expect(writeOutShorthand('I learned classic french cooking and italian pastry.')).toBe(
      'I learned classic French cooking and Italian pastry.',
    );
    expect(writeOutShorthand('I polish the floors every night.')).toBe('I polish the floors every night.');
    expect(writeOutShorthand('I assist with toilenting and bathing.')).toBe('I assist with toileting and bathing.');
    expect(writeOutShorthand('I am caring, responsible And always on time.')).toBe(
      'I am caring, responsible and always on time.',
    );
    expect(writeOutShorthand('I worked in Research And Development.')).toBe('I worked in Research And Development.');
    expect(writeOutShorthand('I kept calibration records for: pH meter, balances and FTIR.')).toBe(
      'I kept calibration records for pH meter, balances and FTIR.',
    );
    expect(writeOutShorthand('Something I am proud of: I cut waiting times by half.')).toBe(
      'Something I am proud of: I cut waiting times by half.',
    );
  });
});

describe('writeOutShorthand: an arrow after "from"', () => {
  it('says "from ... to", never "from went from"', () => {
    expect(writeOutShorthand('I cut p99 ingest latency from 4.2s → 650ms.')).toBe(
      'I cut p99 ingest latency from 4.2s to 650ms.',
    );
    expect(writeOutShorthand('Test coverage 38% -> 81% in a year.')).toBe(
      'Test coverage went from 38% to 81% in a year.',
    );
  });
});

describe('writeOutShorthand: operations, managers and a count of people', () => {
  it('writes them out in words', () => {
    expect(writeOutShorthand('I coordinated load plans and rail ops for the rotation.')).toBe(
      'I coordinated load plans and rail operations for the rotation.',
    );
    expect(writeOutShorthand('I reported to the store mgr daily.')).toBe('I reported to the store manager daily.');
    expect(writeOutShorthand('I supervised 6 Soldiers for a 240-pers company.')).toBe(
      'I supervised 6 Soldiers for a 240-person company.',
    );
  });
});

describe('writeOutShorthand: minutes, and a count whose noun is its unit', () => {
  it('says minutes in full, and a measure before its noun with a hyphen only there', () => {
    expect(writeOutShorthand('In-person orientation was cut from 3 hrs to 45 min.')).toBe(
      'In-person orientation was cut from 3 hours to 45 minutes.',
    );
    expect(writeOutShorthand('I ran a 30 min session.')).toBe('I ran a 30-minute session.');
    expect(writeOutShorthand('I worked 12hr shifts.')).toBe('I worked 12-hour shifts.');
  });
});

describe('writeOutShorthand: a sum a fiscal year', () => {
  it('says "per fiscal year"', () => {
    expect(writeOutShorthand('I managed a GPC budget of $410K/FY with no discrepancies.')).toBe(
      'I managed a GPC budget of $410K per fiscal year with no discrepancies.',
    );
  });
});

describe('writeOutShorthand: addresses', () => {
  it('copies an e-mail or web address as it stands, and still writes out the words around it', () => {
    // Before, a held-out letter gave "ciara.brennan.operations@gmail.com" for "ciara.brennan.ops@gmail.com".
    expect(writeOutShorthand('You can reach me at 0612 or ciara.brennan.ops@gmail.com.')).toBe(
      'You can reach me at 0612 or ciara.brennan.ops@gmail.com.',
    );
    expect(writeOutShorthand('I ran ops for 3 yrs; see www.kim-ops.dev/mgmt-notes or mail kim.mgmt@ops.example.')).toBe(
      'I ran operations for 3 years; see www.kim-ops.dev/mgmt-notes or mail kim.mgmt@ops.example.',
    );
  });
});
