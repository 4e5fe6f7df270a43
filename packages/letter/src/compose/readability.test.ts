import { describe, expect, it } from 'vitest';
import { isReadableLine, repairLine } from './readability.ts';
import { composeLetter } from './compose-letter.ts';

describe('isReadableLine', () => {
  it('refuses lines the resume’s own text broke', () => {
    for (const line of [
      'My branch placed of $40,000 each week in new orders.',
      'Reviewed anand updated the rota each week.',
      'Reported to the Area Manager on the Project.',
      'Checked and signed the timesheets from',
      'Rebuilt the checkout page, improving conversion by 12.',
      'Giving demos of the tool to clients and also give advice so that users question to build reports.',
      'Ran weekly checks including fire doors, alarms, lighting and',
      'Set clear deadlines for the design team, along with meeting them also.',
      'Tracked survey results, including responses, and, returns, and follow-ups.',
      'Completed the required hours of classroom practice; did extra tutoring for pupils who were behind.',
      'Prepared release notes and actively support the testing phase of each product.',
      'Used the booking system to enter orders prepare invoices check stock and answer calls.',
      'Trained new cashiers and tills and procedures.',
      'Checked the the stock levels every morning.',
      'Supervised staff in the kitchen and seatingarea.',
      'Cleaned up duplicate records with simple shell scripts in PowerShell Value addition',
      'Answered 40 support tickets a day Key Achievements',
      'Built the booking pages in PHP and CSS and release packaging done using a shell script.',
      'Made sure that loan files are have every signature the lender needs.',
    ])
      expect(isReadableLine(line), line).toBe(false);
  });

  it('keeps plain lines, verbs that take "of", and lists that end "and so on"', () => {
    for (const line of [
      'Reduced late supplier payments by 30% by introducing a weekly payment run.',
      'Led a team that consisted of 12 engineers.',
      'Built a help page that answers questions about delivery times, returns and so on.',
      'Trained 25 new hires on RF scanners.',
      'Planned and managed budgets and schedules.',
      'Assembled wall panels and roof and floor trusses.',
      'Presented the results at two regional Awards',
      'Won two Awards',
      'Got the yearly audits done by March for 3 years running.',
      'Gave training to new staff and also wrote the induction guide.',
      "Plan and monitor patients' diets to prevent weight loss and provide complete foot care as needed.",
      'Handle stock with care and keep shelves clean.',
      'Carried out repair work on lift equipment, usually returning doors and motors to service within 2 hours.',
      'Make sure all shelves are level and square and firm.',
      'Answer visitor questions and requests and settle problems in a calm and friendly manner.',
      'Explained which grants a tenant is, has been or will be eligible to claim.',
    ])
      expect(isReadableLine(line), line).toBe(true);
  });
});

describe('repairLine', () => {
  it('keeps the whole first part of a line whose end is a glued heading or a run-in sentence', () => {
    expect(repairLine('Cleaned up duplicate records with shell scripts in PowerShell Value addition')).toBe(
      'Cleaned up duplicate records with shell scripts in PowerShell',
    );
    expect(repairLine('Built the booking pages in PHP and CSS and release packaging done using a shell script.')).toBe(
      'Built the booking pages in PHP and CSS',
    );
    expect(repairLine('Prepared rotas, menus, stock sheets, etc.')).toBe('Prepared rotas, menus and stock sheets');
    expect(repairLine('Built a booking service; cut manual work by 40%')).toBe(
      'Built a booking service and cut manual work by 40%',
    );
    expect(isReadableLine('Briefed the ward team weekly on figures regarding to clinic waiting times')).toBe(false);
    // A line that points at the one before it cannot stand on its own in a letter.
    expect(isReadableLine('I was a charge nurse in all except the GAC and ED.')).toBe(false);
    expect(repairLine('Briefed the ward team weekly on figures regarding to clinic waiting times.')).toBe(
      'Briefed the ward team weekly on figures regarding clinic waiting times',
    );
  });

  it('offers no repair for a fault whose whole part is not certain', () => {
    expect(repairLine('Reviewed anand updated the rota each week.')).toBeUndefined();
    expect(repairLine('Checked and signed the timesheets from')).toBeUndefined();
  });

  it('lets a letter tell the repaired line instead of leaving the role without it', () => {
    const resume = `Ravi Menon
ravi.menon@example.org

Experience
Web Developer, Kiteline Travel, Pune — 2019 – 2023
• Built the booking pages in PHP and CSS for 30 partner hotels and release packaging done using a shell script.

Education
BE Computer Engineering, Pune University, 2019
`;
    const ad = 'Web Developer – Orchard Rail\n\nRequirements\n• Experience building web pages in PHP and CSS\n';
    const letter = composeLetter({ resume, jobDescription: ad }).text;
    expect(letter).toMatch(/built the booking pages in PHP and CSS for 30 partner hotels\./);
    expect(letter).not.toMatch(/done using/);
  });
});

describe('repairLine: a line cut after "while" and a deed', () => {
  it('tells the line up to the cut, and keeps a deed that takes no object', () => {
    // Before, "I assisted patients in a critical care setting while encouraging."
    expect(isReadableLine('Assisted patients in a critical care setting while encouraging')).toBe(false);
    expect(repairLine('Assisted patients in a critical care setting while encouraging')).toBe(
      'Assisted patients in a critical care setting',
    );
    expect(isReadableLine('Worked night shifts at the front desk while studying')).toBe(true);
  });
});

describe('repairLine: a verbless result after a dash', () => {
  it('is cut whole at the dash, never after its first word', () => {
    // Before, "Helped roll out a new client onboarding portal – ID".
    expect(
      repairLine('Helped roll out a new booking portal – ID and AML checks now done in 24 hrs rather than 3–4 days'),
    ).toBe('Helped roll out a new booking portal');
  });
});

describe('repairLine: a bracket a page cut before it closed', () => {
  it('tells the line up to the bracket', () => {
    // Before, "I designed and implemented blended learning programs using LMS platforms (Canvas, Google."
    expect(
      isReadableLine('Designed and implemented blended learning programs using LMS platforms (Canvas, Google'),
    ).toBe(false);
    expect(repairLine('Designed and implemented blended learning programs using LMS platforms (Canvas, Google')).toBe(
      'Designed and implemented blended learning programs using LMS platforms',
    );
  });
});

describe('isReadableLine: where in the employer the person worked', () => {
  it('is no deed', () => {
    expect(isReadableLine('Surgery Department and Breast Care Center')).toBe(false);
    expect(isReadableLine('Clinical Laboratory')).toBe(false);
    expect(isReadableLine('Covered the Emergency Department during night shifts')).toBe(true);
  });
});

describe('repairLine: a system named after a colon', () => {
  it('brackets the name', () => {
    expect(isReadableLine('Assisted with scheduling appointments: Healthconnect')).toBe(false);
    expect(repairLine('Assisted with scheduling appointments: Healthconnect')).toBe(
      'Assisted with scheduling appointments (Healthconnect)',
    );
  });
});

describe('isReadableLine: a line cut after "using"', () => {
  it('is cut off, never told', () => {
    expect(isReadableLine('Built this website using')).toBe(false);
    expect(isReadableLine('Built this website using React and Tailwind')).toBe(true);
  });
});
