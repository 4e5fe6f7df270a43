import { describe, expect, it } from 'vitest';
import { composeLetter } from '../compose/compose-letter.ts';
import { inOwnVoice, splitGluedSentences } from './own-voice.ts';
import { readResume } from './read-resume-facts.ts';

// A job board's profile, written for these tests in the shape such pastes take: no heading, no job, sentences that
// lost their "I", glued to one another, and duties listed as a bullet would list them.
const boardProfile = [
  'Hi my name is Dario 41 years oldI have 15 years experience as a plasterer in London.',
  'Have plastered Victorian terraces and new build flats.',
  'Have done skimming, rendering and dry lining for landlords and housing associations.',
  'Repair ceilings and fit coving Passed my NVQ Level 2 in plastering in 2012.',
  'Can read drawings and price a job.',
  'Currently employed at Capital Plastering Services.',
  'You can see photos of my work For more questions please contact',
].join(' ');

const plastererAd = `Plasterer
Harlow Homes is looking for an experienced plasterer for skimming, rendering and dry lining on new build flats.
You can read drawings and work to a high finish.`;

describe('inOwnVoice', () => {
  it('gives a sentence that left out its "I" the person back, in the tense it was written in', () => {
    expect(inOwnVoice('Have done medical offices and dental clinics.')).toBe(
      'I have done medical offices and dental clinics.',
    );
    expect(inOwnVoice('Can read blueprints and run a job.')).toBe('I can read blueprints and run a job.');
    expect(inOwnVoice('Passed the electrical inspection every time.')).toBe(
      'I passed the electrical inspection every time.',
    );
    expect(inOwnVoice('Measures and records vital signs')).toBe('I measure and record vital signs');
    expect(inOwnVoice('Assist with bathing, dressing and grooming')).toBe(
      'I assist with bathing, dressing and grooming',
    );
  });

  it('tells what was just done in the perfect, and a state as a state', () => {
    expect(inOwnVoice('Currently passed the state real estate course.')).toBe(
      'I have passed the state real estate course.',
    );
    expect(inOwnVoice('Currently employed at Penn Medicine.')).toBe('I am currently employed at Penn Medicine.');
  });

  it('keeps a sentence that has its "I" as written, and tells none that describes the person or another', () => {
    expect(inOwnVoice("I'm fluent in French.")).toBe("I'm fluent in French.");
    expect(inOwnVoice('Certified in CPR and First Aid.')).toBeUndefined();
    expect(inOwnVoice('Then obtained her LPN from the institute.')).toBeUndefined();
    expect(inOwnVoice('Experienced RN available for private care.')).toBeUndefined();
    expect(inOwnVoice('Reliable, detail-oriented professional.')).toBeUndefined();
  });
});

describe('splitGluedSentences', () => {
  it('parts sentences a paste ran together and joins a line it wrapped on a small word', () => {
    expect(
      splitGluedSentences([
        'Hi my name is Joseph 35 years oldI have 12 years experience.',
        'Change and upgrade electrical services Passed the inspection.',
        'Assist with transfers including use',
        'Of walkers and wheelchairs',
      ]),
    ).toEqual([
      'Hi my name is Joseph 35 years old',
      'I have 12 years experience.',
      'Change and upgrade electrical services',
      'Passed the inspection.',
      'Assist with transfers including use of walkers and wheelchairs',
    ]);
  });

  it('never parts a name written with a verb in it, such as a shop', () => {
    expect(splitGluedSentences(['Worked at the Target stores in town.'])).toEqual([
      'Worked at the Target stores in town.',
    ]);
  });
});

describe('a resume that is a few sentences with no job in it', () => {
  it('reads its sentences as the person’s own, with their "I" and without the greeting', () => {
    const reading = readResume(boardProfile);
    expect(reading.facts.roles).toEqual([]);
    expect(reading.prose).toContain('I have plastered Victorian terraces and new build flats.');
    expect(reading.prose).toContain('I can read drawings and price a job.');
    expect(reading.prose).toContain('I passed my NVQ Level 2 in plastering in 2012.');
    expect(reading.prose.some((sentence) => /my name is|You can see/u.test(sentence))).toBe(false);
  });

  it('gives a letter that tells the work the ad asks for in the person’s words', () => {
    const letter = composeLetter({ resume: boardProfile, jobDescription: plastererAd }).text;
    expect(letter).toContain('I have done skimming, rendering and dry lining for landlords and housing associations.');
    expect(letter).toContain('I have plastered Victorian terraces and new build flats.');
    expect(letter).not.toMatch(/^Have /mu);
    expect(letter).not.toMatch(/my name is/u);
  });
});

describe('splitGluedSentences: a capitalised word after a small word', () => {
  it('goes on the sentence, never opens one ("Dean’s list with Honors coursework")', () => {
    expect(splitGluedSentences(['Dean’s list with Honors coursework while studying Computer Science.'])).toEqual([
      'Dean’s list with Honors coursework while studying Computer Science.',
    ]);
  });
});

describe('readResume: sentences of a resume with no job read', () => {
  it('never takes a table’s row or a list of kinds of work with no one doing them as the person’s sentence', () => {
    const { prose } = readResume(
      [
        'Sam Ortiz',
        'sam.ortiz@example.com',
        '',
        'Worked five years in secure test environments in the Navy and now study computer science at Bayview College.',
        'Navy | Ordnance Crew Chief | Crew Chief was my title during this time, awarded after my first year.',
        'Hardware installation, consultation on my own services, software installation, troubleshooting, repair.',
        'I led crews of 2-5 people in assembly and test operations for four years.',
      ].join('\n'),
    );
    expect(prose.some((sentence) => / \| /u.test(sentence))).toBe(false);
    expect(prose.some((sentence) => /^Hardware installation/u.test(sentence))).toBe(false);
    expect(prose).toContain('I led crews of 2-5 people in assembly and test operations for four years.');
  });
});
