import { describe, expect, it } from 'vitest';
import { readResumeFacts } from './read-resume-facts.ts';
import { readEmployerOverPosts } from './employer-over-posts.ts';

describe('readEmployerOverPosts', () => {
  it('reads each post under an employer’s dated line as a job there, with its own years and lines', () => {
    const { roles, rest } = readEmployerOverPosts([
      'Northwind Wireless 2010 to Present',
      'Global Enterprise Advisor 2014 to Present',
      'Resolved account escalations for business customers',
      'Consumer Customer Service 2011 to 2014',
      'Coached representatives on first call resolution',
      'Took bilingual calls to assist customers with billing',
    ]);
    expect(roles.map((role) => [role.title, role.employer, role.period?.start, role.achievements.length])).toEqual([
      ['Global Enterprise Advisor', 'Northwind Wireless', '2014', 1],
      ['Consumer Customer Service', 'Northwind Wireless', '2011', 2],
    ]);
    expect(rest.every((line) => line === '')).toBe(true);
  });

  it('leaves two dated posts, and a post over a single one, to the role reader', () => {
    const twoJobs = ['Store Manager 2015 to 2019', 'Assistant Manager 2012 to 2015', 'Opened the store'];
    expect(readEmployerOverPosts(twoJobs)).toEqual({ roles: [], rest: twoJobs });
    const onePost = [
      'Northwind Wireless 2010 to Present',
      'Global Enterprise Advisor 2014 to Present',
      'Led escalations',
    ];
    expect(readEmployerOverPosts(onePost).roles).toEqual([]);
  });
});

describe('readResumeFacts: an employer over its posts', () => {
  it('gives every post with the employer, never the first post’s first word for one', () => {
    const facts = readResumeFacts(`Aly Wayne
Experience
Northwind Wireless 2010 to Present
Global Enterprise Advisor 2014 to Present
Resolved account escalations for business customers
Business Phone Support Cordinator 2012 to 2014
Tracked and reported my team’s NPS
Consumer Customer Service 2010 to 2012
Took bilingual calls to assist customers with billing`);
    expect(facts.roles.map((role) => `${role.title} at ${role.employer}`)).toEqual([
      'Global Enterprise Advisor at Northwind Wireless',
      'Business Phone Support Cordinator at Northwind Wireless',
      'Consumer Customer Service at Northwind Wireless',
    ]);
  });
});

describe('readResumeFacts: an employer’s line over dated rows with no lines of their own', () => {
  it('gives each row the employer above it, whatever branch number the employer’s line carries', () => {
    const facts = readResumeFacts(`Dana Whitfield
dana.whitfield@example.com

WORK HISTORY

Harbor Lane Pharmacy, Store #52 - Toledo, OH
   Pharmacy Supervisor ............................ Jan 2023 - Present
   Pharmacy Technician ............................ Jun 2020 - Dec 2022

Greenbay Grocers - Sandusky, OH
   Shift Lead ..................................... 2017 - May 2020
   Cashier ........................................ 2015 - 2017`);
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Pharmacy Supervisor', 'Harbor Lane Pharmacy'],
      ['Pharmacy Technician', 'Harbor Lane Pharmacy'],
      ['Shift Lead', 'Greenbay Grocers'],
      ['Cashier', 'Greenbay Grocers'],
    ]);
  });
});
