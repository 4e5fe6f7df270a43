import { describe, expect, it } from 'vitest';
import { readLabelledPosts } from './labelled-posts.ts';
import { readResume } from './read-resume-facts.ts';

describe('readLabelledPosts', () => {
  it('reads each job by its labels, a repeated label starting the next job', () => {
    expect(
      readLabelledPosts([
        'Company: Bayview Contact Centre',
        'Position: Sales Agent',
        'Period: May 2023 – current',
        'Duties:',
        'Calling customers whose contracts are due for renewal',
        'Achievements: Top seller in my team for 5 months',
        'Company: Ridgeview Spar',
        'Job Title: Cashier',
        'Dates: 2021 – 2023',
      ]),
    ).toEqual([
      {
        employer: 'Bayview Contact Centre',
        title: 'Sales Agent',
        period: 'May 2023 – current',
        lines: ['Calling customers whose contracts are due for renewal', 'Top seller in my team for 5 months'],
      },
      { employer: 'Ridgeview Spar', title: 'Cashier', period: '2021 – 2023', lines: [] },
    ]);
  });

  it('reads a web page’s fields, each label on a line of its own over its value', () => {
    // Before, a held-out portfolio's letter said "As a Time Period at Services from 2018 to 2020".
    const { facts } = readResume(
      [
        'Kemi Adeyemi',
        'kemi.adeyemi@example.com',
        '',
        'Work History',
        'Company',
        'Harmattan & Co (Accounting Firm)',
        'Location',
        'Kaduna State, Nigeria.',
        'Job Title',
        'Audit Manager',
        'Time Period',
        'January 2021 - to Date',
        'Company',
        'Sahel Learning Centre',
        'Location',
        'Kaduna State, Nigeria.',
        'Job Title',
        'Assistant Lecturer',
        'Time Period',
        'May 2018 - December 2020',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.employer, role.title, role.period?.start, role.period?.current])).toEqual([
      ['Harmattan & Co (Accounting Firm)', 'Audit Manager', 'January 2021', true],
      ['Sahel Learning Centre', 'Assistant Lecturer', 'May 2018', false],
    ]);
  });

  it('joins a scanned form’s lines broken at the margin, and reads its bullets read as "e" and its colon-less dates', () => {
    // Before, a held-out letter said "where I have maintained databases of the candidates effectively and adept in
    // maintaining pool of candidates." and "My work ... also includes their interest/willing and short listing".
    const { facts } = readResume(
      [
        'Bhavna Rao',
        'bhavna.rao@example.com',
        '',
        'WORKING EXPERIENCE',
        '',
        'Organization : Talentbridge Solutions',
        'Designation: HR Recruiter',
        'Duration July-2018 to April 2019',
        '',
        'e Approach the candidates through calls, mails and explaining about the requirements and',
        'grapping',
        'their interest and short listing the candidates.',
        'Maintained databases of the candidates effectively and adept in maintaining pool of candidates',
        'in',
        'the pipeline for future needs/requirements.',
        'e Scheduling interviews, briefing candidates before and after interviews.',
      ].join('\n'),
    );
    const [role] = facts.roles;
    expect([role?.employer, role?.title, role?.period?.start, role?.period?.end]).toEqual([
      'Talentbridge Solutions',
      'HR Recruiter',
      'July-2018',
      'April 2019',
    ]);
    expect(role?.achievements.map((achievement) => achievement.text)).toEqual([
      'Approach the candidates through calls, mails and explaining about the requirements and grapping their interest and short listing the candidates.',
      'Maintained databases of the candidates effectively and adept in maintaining pool of candidates in the pipeline for future needs/requirements.',
      'Scheduling interviews, briefing candidates before and after interviews.',
    ]);
  });

  it('finds no jobs where the lines label no employer and post', () => {
    expect(
      readLabelledPosts(['Sales Agent | Bayview Contact Centre | 2023 – present', 'Duties: calling customers']),
    ).toBe(undefined);
  });
});

describe('readLabelledPosts: a form that labels the post and its dates, not the employer', () => {
  it('takes the line that opens each job’s block as its employer', () => {
    const lines = [
      '1) Medlife Retail Pvt. Ltd. (Medlife Pharmacy), Aundh, Pune',
      'Designation : Store Pharmacist & In-charge',
      "Duration : Aug'21 – till date",
      'Responsibilities:',
      'o Dispensing of prescription medicines',
      '',
      '2) Shree Datta Medical Stores, Karve Road, Pune',
      'Designation : Pharmacist',
      "Duration : Jun'18 – Jul'21",
      'o OTC sales',
    ];
    // Unlabelled, the employer was no part of a post, and the title was read as "Pune".
    expect(readLabelledPosts(lines)?.map((post) => [post.employer, post.title])).toEqual([
      ['Medlife Retail Pvt. Ltd. (Medlife Pharmacy), Aundh, Pune', 'Store Pharmacist & In-charge'],
      ['Shree Datta Medical Stores, Karve Road, Pune', 'Pharmacist'],
    ]);
  });

  it('reads no posts where only one job is so labelled among others written freely', () => {
    const lines = [
      '1) Sri Balaji Infra Pvt. Ltd., Chennai',
      'Designation: Site Engineer',
      'Duration: July 2019 – January 2023',
      '• Setting out of alignment using Total Station',
      '',
      '2) Internship – Public Works Department, 2018',
    ];
    expect(readLabelledPosts(lines)).toBeUndefined();
  });
});

describe('readResume: a dataset export that writes its labels with a dash', () => {
  it('reads "company - X" and "Designation - Y" as the employer and the post, and a bracketed note off the post', () => {
    const { facts } = readResume(`Skill Details
Project planning, SAP
Company Details
company - Harbour Controls LLC
description - Pune branch, from Aug 2017 till date
Designation - Operations Manager [first employee]
1. Reporting to the operations director 2. Review of tenders and contract terms 3. Kick-off meetings with the client`);
    expect(facts.roles[0]?.employer).toBe('Harbour Controls LLC');
    expect(facts.roles[0]?.title).toBe('Operations Manager');
    expect(facts.roles[0]?.achievements.map((line) => line.text).join(' | ')).not.toMatch(/\s\d\s*(?:\||$)/u);
  });
});

describe('readLabelledPosts: "Role:" said in a sentence', () => {
  it('is a line of the job, never a second post', () => {
    const posts = readLabelledPosts([
      'Company: Deloitte USI',
      'Position: Consultant',
      'Period: 2016 - 2019',
      'Role: I was leading the offshore team.',
      'Duties: Design data models for reporting.',
    ]);
    expect(posts?.map((post) => [post.employer, post.title])).toEqual([['Deloitte USI', 'Consultant']]);
    expect(posts?.[0]?.lines).toContain('I was leading the offshore team.');
  });
});

describe('readResumeFacts: a form’s numbered jobs with "Achievements:" on a line of its own (set BB)', () => {
  it('reads the job after the achievements as a job of its own, with its lines', () => {
    const resume = [
      'IMRAN SHAIKH',
      'Mobile: +91-90000 11111',
      '',
      'WORK EXPERIENCE',
      '',
      '1)  Deccan Co-operative Bank Ltd., Pune',
      'Designation\t:\tRelationship Officer',
      'Duration\t:\tMarch 2022 – Till date',
      'Roles & Responsibilities:',
      '§\tManaging a portfolio of approx. 300 CASA customers',
      'Achievements:',
      '§\tTop 3 in zone for CASA acquisition in FY 2024-25',
      '',
      '2)  Kavach Insurance Services Pvt. Ltd., Pune',
      'Designation\t:\tTele-Sales Executive',
      'Duration\t:\tJuly 2020 – February 2022',
      '§\tMaintained renewal conversion of ~36% against team average of 29%',
    ].join('\n');
    const roles = readResume(resume).facts.roles;
    // Before, "Achievements:" opened a section of its own, the second job was lost and its result was the first's.
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Deccan Co-operative Bank Ltd.', 'Relationship Officer'],
      ['Kavach Insurance Services Pvt. Ltd.', 'Tele-Sales Executive'],
    ]);
    expect(roles[1]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Maintained renewal conversion of ~36% against team average of 29%',
    ]);
  });
});

describe('readLabelledPosts: a web application form’s fields', () => {
  it('reads "Current employer:", "Start date:" and an empty "End date:" as a job held now', () => {
    expect(
      readLabelledPosts([
        'Current employer: Corrib Filling Station',
        'Job title: Forecourt attendant (part-time)',
        'Start date: 03/2024',
        'End date:',
        'Main duties: Serving fuel, stocking shelves, checking tyre pressures for hauliers',
        '',
        'Previous employer: Moran Plant Hire',
        'Job title: Yard helper (summer)',
        'Start date: 06/2025',
        'End date: 08/2025',
        'Main duties: Washing down diggers and helping the fitter change filters',
        '',
        'Work experience (school, 1 week, 2023): Kelly Motors, Tuam - helped in the workshop',
      ]),
    ).toEqual([
      {
        employer: 'Corrib Filling Station',
        title: 'Forecourt attendant (part-time)',
        start: '03/2024',
        end: '',
        period: '03/2024 – present',
        lines: ['Serving fuel, stocking shelves, checking tyre pressures for hauliers'],
      },
      {
        employer: 'Moran Plant Hire',
        title: 'Yard helper (summer)',
        start: '06/2025',
        end: '08/2025',
        period: '06/2025 – 08/2025',
        lines: ['Washing down diggers and helping the fitter change filters'],
      },
    ]);
  });
});
