import { describe, expect, it } from 'vitest';
import { composeLetter } from './compose-letter.ts';
import { isPracticeName, practicesForAd } from './practice-skills.ts';

describe('isPracticeName', () => {
  it('takes the name of a trade’s practice, in title case or sentence case', () => {
    for (const name of [
      'Classroom Management',
      'Learner Assessment',
      'Media relations',
      'Technology-Based Instruction',
    ])
      expect(isPracticeName(name), name).toBe(true);
  });

  it('refuses fragments, people, abilities, lists, soft skills and makers’ names', () => {
    for (const name of [
      'Innovative lesson',
      'Special Needs Students',
      'Can apply CPR',
      'Power point Presentation',
      'Sales and Marketing',
      'SEO & SEM',
      '5+ years sales experience',
      'Problem Resolution',
      'Deadline adherence',
      'Microsoft Patient Safety',
      'Budgeting',
    ])
      expect(isPracticeName(name), name).toBe(false);
  });
});

describe('practicesForAd', () => {
  const skills = ['Classroom Management', 'Learner Assessment', 'Curriculum Development', 'Garden Design'].map(
    (name) => ({ name, qualifier: null }),
  );

  it('keeps the practices the ad’s words touch, those sharing most first', () => {
    const ad = 'You will assess learners, lead curriculum development across Key Stage 3 and manage a tutor group.';
    expect(practicesForAd(skills, ad, 4).map((skill) => skill.name)).toEqual([
      'Learner Assessment',
      'Curriculum Development',
      'Classroom Management',
    ]);
  });

  it('keeps none the ad does not touch', () => {
    expect(practicesForAd(skills, 'Drive a forklift in our warehouse.', 4)).toEqual([]);
  });
});

describe('a letter for a resume whose skills are practices', () => {
  const resume = `Morgan Reyes
morgan.reyes@example.org

Experience
Teacher of Science, Kestrel Academy, Hull — 2019 – Present
• Planned and taught lessons for Key Stage 3 and 4
• Raised the share of pupils reaching grade 5 in science from 41% to 58%

Skills
Classroom Management
Learner Assessment
Curriculum Development
Teamwork
`;
  const ad = `Teacher of Science – Brookfield School

We need a teacher who can manage behaviour in the classroom, assess learners' progress and help develop the
curriculum for Key Stage 3.
`;

  it('names them in lower case among the skills, and leaves out the soft ones', () => {
    const letter = composeLetter({ resume, jobDescription: ad }).text;
    expect(letter).toMatch(/classroom management/);
    expect(letter).toMatch(/learner assessment/);
    expect(letter).not.toMatch(/teamwork/i);
  });
});
