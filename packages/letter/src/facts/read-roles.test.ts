import { describe, expect, it } from 'vitest';
import { joinDescriptionLines } from './read-roles.ts';

describe('joinDescriptionLines', () => {
  it('starts a new item at a section word, a verb after a semicolon and a skills statement inside a line', () => {
    expect(
      joinDescriptionLines([
        'Wrote care plans for 30 patients, Accomplishments Created a falls checklist for the ward',
        'Monitored the students; gave extra help to 12 pupils after school',
        'Answered 80 calls a day from customers Working knowledge of Salesforce and Excel',
      ]),
    ).toEqual([
      'Wrote care plans for 30 patients',
      'Created a falls checklist for the ward',
      'Monitored the students',
      'gave extra help to 12 pupils after school',
      'Answered 80 calls a day from customers',
      'Working knowledge of Salesforce and Excel',
    ]);
  });

  it('keeps a line whole when those words stand where they start no item', () => {
    expect(
      joinDescriptionLines([
        'Presented Achievements of the year to the board; 40 attendees',
        'Built a Working model of the plant',
      ]),
    ).toEqual(['Presented Achievements of the year to the board; 40 attendees', 'Built a Working model of the plant']);
  });
});
