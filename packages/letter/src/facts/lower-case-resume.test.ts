import { describe, expect, it } from 'vitest';
import { readResumeFacts } from './read-resume-facts.ts';
import { withCapitalsOfLowerCaseResume } from './lower-case-resume.ts';

const lowerCaseResume = `mick sorley
07700 900111   mick.sorley@mail.example

work history

brackenfield chilled foods ltd - warehouse operative
may 2022 - present
picking, loading wagons, stock rotation

harlow logistics - picker packer (agency then perm)
2019 - 2022

tickets
cscs green labourer card - valid till 2027
full uk driving licence`;

describe('withCapitalsOfLowerCaseResume', () => {
  it("gives a resume typed in lower case its names' capitals and keeps its sentences, lists and notes as typed", () => {
    const restored = withCapitalsOfLowerCaseResume(lowerCaseResume).split('\n');
    expect(restored).toContain('Mick Sorley');
    expect(restored).toContain('Brackenfield Chilled Foods Ltd - Warehouse Operative');
    expect(restored).toContain('Harlow Logistics - Picker Packer (agency then perm)');
    expect(restored).toContain('picking, loading wagons, stock rotation');
    expect(restored).toContain('07700 900111   mick.sorley@mail.example');
    expect(restored).toContain('Full UK Driving Licence');
  });

  it('leaves a resume written with capitals as it is', () => {
    const written = 'Mick Sorley\nwork history\nBrackenfield Ltd - warehouse operative\nmay 2022 - present\ntickets';
    expect(withCapitalsOfLowerCaseResume(written)).toBe(written);
  });
});

describe('readResumeFacts: a resume typed in lower case', () => {
  it('reads its name, employers, posts and tickets', () => {
    const facts = readResumeFacts(lowerCaseResume);
    expect(facts.name).toBe('Mick Sorley');
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Brackenfield Chilled Foods Ltd', 'Warehouse Operative'],
      ['Harlow Logistics', 'Picker Packer (agency then perm)'],
    ]);
    expect(facts.credentials.map((credential) => [credential.name, credential.status])).toContainEqual([
      'CSCS Green Labourer Card',
      'held',
    ]);
  });
});
