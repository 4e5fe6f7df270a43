// Letters for the kinds of resume and ad held-out set BR showed (pairs written for the purpose and not tuned on before,
// with hiring-manager reviews of their letters). Every text here is invented.
import { describe, expect, it } from 'vitest';
import { checkLetter } from '../check/check-letter.ts';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { composeLetter } from './compose-letter.ts';
import { findCredentials } from './select-evidence.ts';

const designerWithFreelanceWork = `Priya Nandakumar-Holt
Packaging Designer
priya.nh@example.com | 555-0142

EXPERIENCE
Senior Packaging Designer, Copperfield Foods, 2022 - Present
- Lead designer for own-label packaging across 250 products
- Prepare artwork for flexographic print runs and manage printer proofs
- Redesigned the breakfast cereal range, lifting unit sales 11% in six months

Freelance Illustrator, self-employed, 2020 - Present
- Illustrations for children's book publishers and two charities

Packaging Designer, Copperfield Foods, 2019 - 2022

EDUCATION
BA (Hons) Graphic Design, Kingsbridge University, 2019
`;

const packagingAd = `Lead Packaging Designer
Hollowmere Grocers

We are looking for a Lead Packaging Designer to own our private-label packaging.

What you'll need:
- Experience designing retail packaging
- Knowledge of print production and flexographic print
- A degree in graphic design
`;

describe('a post held before the current one at the same employer', () => {
  it('is told as the post before the current one, never listed with freelance work as a second spell there', () => {
    for (const variation of [0, 1, 2])
      for (const length of ['standard', 'short'] as const) {
        const letter = composeLetter(
          { resume: designerWithFreelanceWork, jobDescription: packagingAd },
          { variation, length },
        ).text;
        expect(letter).not.toMatch(/and I have worked as a Packaging Designer at Copperfield Foods/u);
      }
    const standard = composeLetter(
      { resume: designerWithFreelanceWork, jobDescription: packagingAd },
      { variation: 0 },
    ).text;
    expect(standard).toMatch(/Freelance Illustrator/u);
  });
});

// A profile page copied from the top: the site's bar over the name, a break set out as the page sets it (its label over
// its kind), a headline that names a certificate being studied for, which the page lists again under its own heading.
const profilePage = `Skip to main content
Home
My Network
Jobs
Messaging
Notifications
Me
For Business

Grace Adebayo-Lindqvist
Store supervisor moving into underwriting | Team leadership | Studying CII Award in General Insurance
Leeds, England, United Kingdom · Contact info
288 connections

About
Eight years in retail, and the part I enjoy most is putting things right for customers.

Experience

Store Supervisor
Fenwick & Rowe Outfitters · Full-time
Feb 2020 - Present · 4 yrs 10 mos
Leeds, England · On-site
Lead a team of 7 across two floors. Cut refund processing time from 6 days to 2 by moving approvals onto the tills.

Career Break
Caregiving
Mar 2018 - Jan 2020 · 1 yr 11 mos

Sales Associate
Harbour Street Books · Part-time
Sep 2014 - Feb 2018 · 3 yrs 6 mos
York, England

Licenses & certifications

CII Award in General Insurance
The Chartered Insurance Institute
In progress – exam booked Mar 2025
`;

const underwritingAd = `Underwriting Assistant
Calder Mutual · Leeds · Permanent

You'll support our underwriters with renewals and new business.

Essential
• Experience of resolving problems for customers
• Good IT skills

Desirable
• CII Award in General Insurance or working towards it
`;

describe('a profile page copied with its site around it', () => {
  it('reads the name under the site bar, for the letter and for the checker', () => {
    expect(readResumeFacts(profilePage).name).toBe('Grace Adebayo-Lindqvist');
    const letter = composeLetter({ resume: profilePage, jobDescription: underwritingAd }, { variation: 0 });
    expect(letter.text).toMatch(/\nGrace Adebayo-Lindqvist$/u);
    const check = checkLetter({
      letter: letter.text,
      resume: profilePage,
      jobDescription: underwritingAd,
      language: letter.language,
    });
    expect(check.findings.filter((finding) => finding.criterion === 'structure')).toEqual([]);
  });

  it('reads a break set out as its label over its kind as no job, at no employer', () => {
    const roles = readResumeFacts(profilePage).roles;
    expect(roles.map((role) => role.employer)).toEqual(['Fenwick & Rowe Outfitters', 'Harbour Street Books']);
  });

  it("reads the headline's certificate being studied for as the one listed below, never as a second one", () => {
    const credentials = readResumeFacts(profilePage).credentials;
    expect(credentials.map((credential) => [credential.name, credential.status])).toEqual([
      ['CII Award in General Insurance', 'in_progress'],
    ]);
  });
});

describe('things done beside the jobs, under a heading of experience', () => {
  const resume = `Niamh Corcoran
Physiotherapist
niamh.corcoran@example.com

PROFESSIONAL EXPERIENCE

Riverside General Hospital
Senior Physiotherapist
Mar 2023 - Present
- Supervise two Staff Grade physiotherapists and final-year students.
- Lead the weekly back class; cut the routine wait from 30 weeks to 18 weeks by moving referrals into group classes.
- Completed an audit of missed appointments (reduced from 12% to 8%).

Lakeview Sports Clinic
Staff Physiotherapist
Jun 2018 - Aug 2020
- Treated sports injuries for amateur clubs.

VOLUNTEER
Physiotherapy Volunteer - Hope Rehab Kenya
Jan 2021 - Apr 2021
Delivered rehab sessions in a spinal unit.

Relevant Experience
- Spinal triage observership with the consultant physiotherapist (8 sessions, 2024)
- Journal club lead, regional physio group
`;
  const ad = `Senior Physiotherapist, Outpatients
Westbrook Health

In your cover letter, please describe a change you made to a physiotherapy service that reduced waiting times, and how you measured it.

Essential
• Experience of group exercise classes
`;

  it('never makes them the lines of the last job above', () => {
    const clinic = readResumeFacts(resume).roles.find((role) => role.employer === 'Lakeview Sports Clinic');
    expect(clinic?.achievements.map((achievement) => achievement.text)).toEqual([
      'Treated sports injuries for amateur clubs.',
    ]);
  });

  it('reads "Staff Grade physiotherapists" as one line, never parted at the verb "grade"', () => {
    const hospital = readResumeFacts(resume).roles[0];
    expect(hospital?.achievements.map((achievement) => achievement.text)).toContain(
      'Supervise two Staff Grade physiotherapists and final-year students.',
    );
  });

  it('answers a question about a change that cut waiting times with the line that cut the wait, after its semicolon', () => {
    for (const variation of [0, 1, 2]) {
      const letter = composeLetter({ resume, jobDescription: ad }, { variation }).text;
      expect(letter).toMatch(/reduced waiting times[^.]*[:.][^.]*cut the routine wait from 30 weeks to 18 weeks/u);
    }
  });
});

// A two-column page laid out by a PDF reader, its UTF-8 then read as Windows-1252 ("â€“" for "–"), which moved each row's
// right half out of line by the characters it gained; its credentials wrapped, the status on the next line.
const technicianResume = `DARIUS OKAFOR-BELL
HVAC Service Technician
Toledo, OH â€¢ (419) 555-0163 â€¢ darius.ob@example.com

CERTIFICATIONS                          PROFESSIONAL EXPERIENCE
â€¢ EPA Section 608 â€“ Universal        Lakeshore Comfort Systems, Toledo, OH
   (Type I, II, III) â€“ 2020             HVAC Service Technician             2022 â€“ Present
â€¢ NATE Core + Heat Pump                 â€¢ Run 6 service calls a day on furnaces, heat pumps
   Service â€“ exam scheduled Mar 2027      and rooftop units up to 20 tons
â€¢ Ohio HVAC Contractor License â€“        â€¢ Diagnose electrical faults on low-voltage controls
   not held (working toward hours)      â€¢ Train 2 first-year apprentices
â€¢ OSHA 10-Hour Construction â€“ 2021
                                        Maumee Heating & Air, Maumee, OH
TECHNICAL SKILLS                        HVAC Installer                      2019 â€“ 2022
Gas furnaces, heat pumps                â€¢ Installed 150+ residential systems
Low-voltage controls
ServiceTitan                            KEY PROJECTS
                                        Lakeshore â€“ Bayview Apartments retrofit (2024):
VOLUNTEER                               replaced 28 PTAC units over 2 weekends with no
Habitat for Humanity of Greater         tenant left without heat
Toledo â€“ Volunteer HVAC installer,
2023 â€“ Present
`;

const technicianAd = `HVAC Service Technician
Perrysburg Mechanical

What you'll need
• 3+ years of HVAC service experience
• EPA 608 Universal certification – required
• Strong electrical troubleshooting skills

Nice to have
• NATE certification
`;

describe('a two-column page whose rows the wrong encoding moved out of line', () => {
  it('reads each column apart: the jobs, the wrapped volunteer organisation, the wrapped project deed', () => {
    const facts = readResumeFacts(technicianResume);
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Lakeshore Comfort Systems', 'HVAC Service Technician'],
      ['Maumee Heating & Air', 'HVAC Installer'],
      ['Habitat for Humanity of Greater Toledo', 'Volunteer HVAC installer'],
    ]);
    expect(facts.accomplishments.map((accomplishment) => accomplishment.text)).toEqual([
      'replaced 28 PTAC units over 2 weekends with no tenant left without heat',
    ]);
  });

  it('reads a wrapped credential with the status on its next line: scheduled is planned, not held is not held', () => {
    const credentials = readResumeFacts(technicianResume).credentials.map((credential) => [
      credential.name,
      credential.status,
    ]);
    expect(credentials).toContainEqual(['EPA Section 608 Universal', 'held']);
    expect(credentials).toContainEqual(['NATE Core + Heat Pump Service', 'planned']);
    expect(credentials.map(([name]) => name)).not.toContain('Ohio HVAC Contractor License');
    expect(credentials.map(([name]) => name)).not.toContain('Service');
  });

  it('says the certification the ad asks for by its number as asked, and never a certificate for years of experience', () => {
    const letter = composeLetter({ resume: technicianResume, jobDescription: technicianAd }, { variation: 0 }).text;
    expect(letter).toMatch(/I hold the EPA Section 608 Universal certification, as your (?:advert|posting) asks\./u);
    expect(letter).not.toMatch(/Ohio HVAC Contractor License/u);
    expect(letter).not.toMatch(/\bwith no\.\s/u);
    expect(
      findCredentials('3+ years of HVAC service experience', [
        { name: 'HVAC Technician Certificate', status: 'held', date: '2020' },
      ]),
    ).toEqual([]);
  });
});
