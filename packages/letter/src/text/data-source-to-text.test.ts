import { describe, expect, it } from 'vitest';
import { dataSourceToText, isDataSource } from './data-source-to-text.ts';
import { readResumeFacts } from '../facts/read-resume-facts.ts';

// Written for these tests in the shapes two held-out sets showed: a portfolio's TypeScript data object and a page's
// JavaScript lists of jobs and degrees.
const portfolioData = `import { type ResumeData } from './types';

export const resumeData: ResumeData = {
  name: "Priya Raman",
  title: "Finance & Accounts Executive",
  summary: "Finance executive with a 3-year background in management accounts.",
  contact: {
    phones: ["+91 89000 11111"],
    emails: ["priya.raman@example.com"],
  },
  experience: [
    {
      role: "Accountant",
      company: "Kaveri Associates",
      duration: "04/2024 - Present",
      responsibilities: [
        "Prepared monthly GST returns for 18 clients.",
        "Reconciled bank statements every week.",
      ]
    },
    {
      role: "Accounts Executive",
      company: "Nila Minerals Ltd",
      duration: "11/2021 - 03/2024",
      responsibilities: ["Handled accounts payable for 40 suppliers."]
    }
  ],
  education: [
    { degree: "Bachelor of Commerce", institution: "University of Madras", duration: "2014 - 2017" }
  ],
  skills: ["Tally", "Power BI"]
};`;

describe('dataSourceToText', () => {
  it('writes a portfolio’s data out as the resume its page shows', () => {
    expect(isDataSource(portfolioData)).toBe(true);
    expect(dataSourceToText(portfolioData).split('\n')).toEqual([
      'Priya Raman',
      'Finance & Accounts Executive',
      'priya.raman@example.com',
      '+91 89000 11111',
      '',
      'Summary',
      'Finance executive with a 3-year background in management accounts.',
      '',
      'Experience',
      'Company: Kaveri Associates',
      'Position: Accountant',
      'Duration: 04/2024 - Present',
      '- Prepared monthly GST returns for 18 clients.',
      '- Reconciled bank statements every week.',
      'Company: Nila Minerals Ltd',
      'Position: Accounts Executive',
      'Duration: 11/2021 - 03/2024',
      '- Handled accounts payable for 40 suppliers.',
      '',
      'Education',
      'Bachelor of Commerce | University of Madras | 2014 - 2017',
      '',
      'Skills',
      'Tally',
      'Power BI',
    ]);
  });

  it('reads each declared list, template literals and JSON Resume’s names for the employer and the field', () => {
    const page = `export const workExperience = [
  {
    id: 1,
    jobDescription: [{ id: 1, info: \`Uncovered a process that had cost the bank
N200million a year.\` }],
    jobStart: 'Jan, 2018',
    Company: 'Harbour Bank Plc',
    jobName: 'Relationship Manager'
  },
];`;
    expect(dataSourceToText(page).split('\n')).toEqual([
      'Experience',
      'Company: Harbour Bank Plc',
      'Position: Relationship Manager',
      'Duration: Jan, 2018 – Present',
      '- Uncovered a process that had cost the bank N200million a year.',
    ]);
    const jsonResume = `{
  "basics": { "name": "Sam Okafor", "label": "Warehouse Lead", "email": "sam@example.com" },
  "work": [
    { "name": "Brightline Logistics", "position": "Team Lead", "startDate": "2021-03", "endDate": "2024-06",
      "highlights": ["Cut picking errors by 30%."] }
  ],
  "education": [
    { "institution": "Lagos State University", "area": "Logistics", "studyType": "BSc", "endDate": "2016" }
  ]
}`;
    expect(isDataSource(jsonResume)).toBe(true);
    expect(dataSourceToText(jsonResume)).toContain(
      'Company: Brightline Logistics\nPosition: Team Lead\nDuration: 2021-03 – 2024-06',
    );
    expect(dataSourceToText(jsonResume)).toContain('BSc in Logistics | Lagos State University | 2016');
  });

  it('leaves a resume written as text alone, though its lines are labelled', () => {
    const resume = `Sam Okafor
Email: sam@example.com
Phone: 0803 555 0100
Company: Brightline Logistics
Position: Team Lead
Period: 2021 - 2024
Duties: picking, packing and loading`;
    expect(isDataSource(resume)).toBe(false);
  });

  it('writes a certificate as its name and issuer, never its link or its picture', () => {
    // Before, a held-out letter said "I hold the Data Analyst Certification and the /images/data-analyst-certification.png.
    // In addition, I hold the Google https://www.coursera.org/...".
    const source = portfolioData.replace(
      '  skills: ["Tally", "Power BI"]',
      `  skills: ["Tally", "Power BI"],
  certifications: [
    { title: "Data Analyst Certification", issuer: "ALX", url: "https://alx.example/check/1ZMD", image: "/images/data-analyst.png" },
    { title: "Diploma in IT Support", issuer: "Alison", url: "https://alison.com/certification/check/fe94", image: "/images/it.png" }
  ]`,
    );
    const text = dataSourceToText(source);
    expect(text).toContain('Certifications\nData Analyst Certification | ALX\nDiploma in IT Support | Alison');
    expect(text).not.toMatch(/https?:|\/images\//u);
    expect(readResumeFacts(source).credentials.map((credential) => credential.name)).toEqual([
      'Data Analyst Certification',
      'Diploma in IT Support',
    ]);
  });

  it('keeps a post no vocabulary knows apart from its employer, each by its key', () => {
    // Before, a held-out letter (AU) said "I currently work as a CCI Kenya at Agent Care" of 'title: "Agent Care",
    // company: "CCI Kenya"'.
    const source = `const resumeData = {
  personal: { name: "Wanjiru Kamau", email: "wanjiru@example.com" },
  professionalExperience: [
    { title: "Agent Care", company: "CCI Kenya", location: "Nairobi, Kenya", period: "September 2023 – Present",
      description: ["Manage direct sales representatives' inquiries and escalations."] },
    { title: "Team Lead", company: "Otogas", location: "Nairobi, Kenya", period: "July 2022 – October 2022",
      description: ["Managed a team of 12 sales agents."] }
  ]
};`;
    expect(readResumeFacts(source).roles.map((role) => [role.title, role.employer, role.location])).toEqual([
      ['Agent Care', 'CCI Kenya', 'Nairobi, Kenya'],
      ['Team Lead', 'Otogas', 'Nairobi, Kenya'],
    ]);
    // The jobs written under their labels with no name above them: the first post's label is no headline.
    expect(
      readResumeFacts(
        'Experience\nCompany: ALS Limited\nPosition: Chemist\nDuration: 2015 – 2018\n- Developed formulations for testing',
      ).headline,
    ).toBe(null);
  });

  it('gives the fact sheet the jobs a portfolio’s data holds', () => {
    // Before, a held-out letter said 'I have worked as a "Accountant" at "BK Jain Associates", since 2024.'
    const facts = readResumeFacts(portfolioData);
    expect(facts.name).toBe('Priya Raman');
    expect(facts.roles.map((role) => [role.title, role.employer, role.achievements.length])).toEqual([
      ['Accountant', 'Kaveri Associates', 2],
      ['Accounts Executive', 'Nila Minerals Ltd', 1],
    ]);
  });
});

describe('dataSourceToText: JSON Resume skill groups', () => {
  it("prints a group of skills as a skills line, never the group's level as a skill", () => {
    const text = dataSourceToText(
      JSON.stringify({
        basics: { name: 'Ron Adams' },
        skills: [
          { name: 'Languages', level: 'Master', keywords: ['Python', 'JavaScript'] },
          { name: 'Tools', level: 'Master', keywords: ['Docker', 'Git'] },
        ],
      }),
    );
    expect(text).toContain('Languages: Python, JavaScript');
    expect(text).toContain('Tools: Docker, Git');
    expect(text).not.toMatch(/^Master$/mu);
  });
});
