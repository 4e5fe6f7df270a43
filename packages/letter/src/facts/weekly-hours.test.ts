import { describe, expect, it } from 'vitest';
import { composeLetter } from '../compose/compose-letter.ts';
import { readResume } from './read-resume-facts.ts';

const resume = `Mia Parata
Phone: 021 555 3019
Email: mia.parata@example.com

Experience
Letterbox deliverer - Harbour Flyers Ltd (casual)
March 2024 - now
- deliver catalogues and flyers to about 450 letterboxes twice a week
- have never missed a run in two years

Availability
School days: after 3.30pm (not Wednesdays - netball)
Saturdays: anytime
Sundays: after 10am (church with my nan)

References
Jo Whitcombe - Rye & Crumb Bakery (manager) - 027 455 8812`;

describe('readWeeklyHours: when in the week the person can work', () => {
  it('reads the lines of an "Availability" section that name days, and nothing else', () => {
    expect(readResume(resume).hours).toEqual([
      'School days: after 3.30pm (not Wednesdays - netball)',
      'Saturdays: anytime',
      'Sundays: after 10am (church with my nan)',
    ]);
    expect(
      readResume(resume.replace(/Availability[\s\S]*?\n\n/u, 'Availability\nNotice period: 2 weeks\n\n')).hours,
    ).toEqual([]);
  });

  it('tells them when an ad for shift work asks for the applicant’s availability, without the reasons in brackets', () => {
    const jobDescription = `Part-time Barista
Approx 15–20 hrs/week, Saturday and Sunday 7am – 2pm
To apply, send your CV and a short message telling us your availability.
Kowhai Lane Espresso · 40 Stuart St, Dunedin`;
    const { text } = composeLetter({ resume, jobDescription });
    expect(text).toContain(
      'As for availability, I can work school days after 3.30pm (not Wednesdays), Saturdays at any time and Sundays after 10am.',
    );
    expect(text).not.toMatch(/netball|church/u);
  });

  it('reads "Availability: open to nights, weekends and holidays" and says it to an ad that asks about night shifts', () => {
    const nightResume = `Dmitri Kovalenko
dmitri.kovalenko@example.com
Availability: open to nights, weekends and holidays

Experience
Security Officer - Halden Guarding Services
2021 - present
- Patrolled a 12-acre logistics park and kept the gatehouse log`;
    expect(readResume(nightResume).hours).toEqual(['open to nights, weekends and holidays']);
    expect(readResume(nightResume.replace('open to nights, weekends and holidays', 'from March 2027')).hours).toEqual(
      [],
    );
    const jobDescription = `Night Security Officer
Brackwater Distribution Park
In your letter, please tell us about a patrol you led and your availability for 12-hour night shifts, including every other weekend.`;
    const { text } = composeLetter({ resume: nightResume, jobDescription });
    expect(text).toContain('As for availability, I am open to nights, weekends and holidays.');
    expect(text).not.toContain('start date');
  });
});
