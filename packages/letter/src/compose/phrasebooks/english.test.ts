import { describe, expect, it } from 'vitest';
import { projectNameForLetter, requirementLabel } from './english.ts';
import { composeLetter } from '../compose-letter.ts';

describe('requirementLabel: what an ad asks for, named in a sentence of the letter', () => {
  it('leaves out how much the ad says it matters ("is mandatory") and when it is needed ("when required")', () => {
    expect(requirementLabel('CCNA certification is mandatory (certificate must be valid at the time of joining)')).toBe(
      'CCNA certification',
    );
    expect(requirementLabel('Visit client sites in Pune when required (travel allowance provided)')).toBe(
      'visiting client sites in Pune',
    );
  });

  it('names a duty by its doing, but never a kind of experience by a verb ("project coordination experience")', () => {
    expect(requirementLabel('Project coordination experience')).toBe('project coordination experience');
    // ("... is a strong plus" had stayed, and the letter said "Your advert asks for chilled experience is a strong plus".)
    expect(requirementLabel('Chilled / temperature-controlled experience is a strong plus')).toBe(
      'chilled / temperature-controlled experience',
    );
  });
});

describe('requirementLabel: an ad’s requirement as a sentence names it', () => {
  it('turns each verb of a duty into its -ing form, and leaves no plus of "1 year+"', () => {
    // Before, "Your posting asks for achieving or exceed qualified leads" and "... asks for and Customer Service
    // experience" (the "+" of "1 year+" became an empty first item).
    expect(requirementLabel('Achieve or exceed qualified leads and sales goals')).toBe(
      'achieving or exceeding qualified leads and sales goals',
    );
    expect(requirementLabel('1 year+ Customer Service experience')).toBe('Customer Service experience');
  });
});

describe('projectNameForLetter: a project numbered in a list', () => {
  it('names it without its number', () => {
    // Before, a held-out letter (AU) said "In my Project 1: Abbott project" and four more like it.
    expect(projectNameForLetter('Project 1: Abbott')).toBe('Abbott');
    expect(projectNameForLetter('Project #2 - Levi')).toBe('Levi');
    expect(projectNameForLetter('Project Phoenix')).toBe('Project Phoenix');
  });
});

describe('projectNameForLetter: a project named by the post held on it and its address', () => {
  it('names the project by its address, never by the post', () => {
    expect(projectNameForLetter('Full Stack Engineer, www.example-shop.xyz/dev-row')).toBe('dev-row');
    expect(projectNameForLetter('Full Stack Engineer, www.example-shop.xyz')).toBe('example-shop.xyz');
    expect(projectNameForLetter('Shelfwise — inventory tracker for a bookstore')).toBe('Shelfwise');
  });
});

describe('englishPhrasebook: skills the post applied for names', () => {
  it('still lists the skill the resume shows', () => {
    // Before, "My skills include Git, SQL, ..." left out Java for "the Junior/Trainee Java developer position".
    const letter = composeLetter({
      resume:
        'Brian Otieno\nSkills\nJava, Git, SQL, HTML\nExperience\nICT Intern, Nairobi Water Company, 2019 - 2020\n- Built a tool that tracked 300 meter readings a week',
      jobDescription:
        'Junior/Trainee Java developer\n\nRequired skills:\n- Knowledge of Java, Scala and Kotlin\n- Knowledge of SQL\n- Basic knowledge of Git',
    }).text;
    expect(letter).toMatch(/(?:My skills include|I work with) Java\b/u);
  });
});

describe('englishPhrasebook: projects told one after another by what they are', () => {
  it('tells each in another frame, with its own article dropped', () => {
    // Before, "My ReciPlace project is an A recipe management application" and the same frame four times over.
    const letter = composeLetter({
      resume: [
        'Lachlan Hughes',
        'Projects',
        'ReciPlace - A recipe management application.',
        'Technologies: React, Node.js, MongoDB',
        'BlogSpace - A blog platform.',
        'Technologies: Node.js, Express.js, MongoDB',
        'Weather Dashboard - A weather forecasting tool.',
        'Technologies: JavaScript, OpenWeatherMap API',
        'Experience',
        'Customer Service Officer, NewsCorp, Dec 2020 - Aug 2021',
        '- Provided quality customer service for newspaper subscriptions across Australia.',
      ].join('\n'),
      jobDescription:
        'Junior Full Stack Engineer\n\nRequirements:\n- Experience with React and Node.js\n- MongoDB is beneficial\n- A personal portfolio of web applications',
    }).text;
    expect(letter).not.toMatch(/\ban A\b|\ba A\b/u);
    expect(letter.match(/My \S+(?: \S+)? project is/gu) ?? []).toHaveLength(1);
    expect(letter).toMatch(/I also built \S+/u);
  });
});

describe('englishPhrasebook: a bootcamp completed', () => {
  it('is told as a course completed, never as a title held', () => {
    const letter = composeLetter({
      resume:
        'Lachlan Hughes\nEducation\nFull Stack Web Development Bootcamp - EdX - University of Sydney\nExperience\nCustomer Service Officer, NewsCorp, Dec 2020 - Aug 2021\n- Provided quality customer service for newspaper subscriptions across Australia.',
      jobDescription: 'Junior Full Stack Engineer\n\nRequirements:\n- Experience with React and Node.js',
    }).text;
    expect(letter).toContain('I completed the Full Stack Web Development Bootcamp at the University of Sydney.');
    expect(letter).not.toMatch(/I (?:also )?hold an? Full Stack/u);
  });
});

describe('englishPhrasebook: a seat on a committee held beside the work', () => {
  it('is served in, never worked as, and its employer is named without its town', () => {
    // Before, "At Southlake Regional Health Centre Toronto, where I have also worked as a Perinatal Bereavement
    // Committee Member since 2025" (a held-out letter).
    const letter = composeLetter(
      {
        resume: [
          'Rebecca Guerrera',
          'Professional Experience',
          'Southlake Regional Health Centre Newmarket, ON',
          'Registered Nurse (Birthing Unit) Jan 2018 - Current',
          '• Completed thorough physical assessments and implemented individualized care plans.',
          'Extracurricular Activities',
          'Southlake Regional Health Centre Toronto, ON',
          'Perinatal Bereavement Committee Member Jan 2025 - Current',
          '• Providing compassionate and respectful care to families experiencing loss during the childbearing years.',
        ].join('\n'),
        jobDescription:
          'Staff Nurse\n\nResponsibilities:\n- Complete assessments and care plans for residents\n- Support families through end-of-life care',
      },
      { today: new Date('2026-12-01') },
    ).text;
    expect(letter).not.toMatch(/worked as a Perinatal Bereavement Committee Member/u);
    expect(letter).not.toContain('Health Centre Toronto');
  });
});

describe('requirementLabel: the kind of person an ad asks for', () => {
  it('names "Love identifying and solving complex problems" as someone who loves it', () => {
    // Before, a letter said "Your advert asks for love identifying and solving complex problems."
    expect(requirementLabel('Love identifying and solving complex problems')).toBe(
      'someone who loves identifying and solving complex problems',
    );
    expect(requirementLabel('Enjoy working with customers')).toBe('someone who enjoys working with customers');
  });

  it('keeps the article of the person an ad describes', () => {
    // Before, a held-out letter said "Your advert asks for natural coach who builds capable teams".
    expect(requirementLabel('A natural coach who builds capable teams')).toBe(
      'a natural coach who builds capable teams',
    );
    expect(requirementLabel('An organised planner who meets deadlines')).toBe(
      'an organised planner who meets deadlines',
    );
  });
});
