import { describe, expect, it } from 'vitest';
import {
  adVocabulary,
  concepts,
  findCredentials,
  matchRequirements,
  rankAchievements,
  scoreLine,
} from './select-evidence.ts';
import { readJobBrief } from '../facts/read-job-brief.ts';
import { readResumeFacts } from '../facts/read-resume-facts.ts';

describe('scoreLine', () => {
  const vocabulary = { words: new Set(['reports', 'meetings', 'teaching']), skills: new Set<string>() };

  it('ranks a chore every job has below a line about the work itself, whatever words they share with the ad', () => {
    // Before, "I organized files, developed spreadsheets, faxed reports and scanned documents" led an HR adviser's
    // letter, and "I follow safety rules at all times" a carpenter's (review of the real pairs).
    const chore = scoreLine(
      'Organized files, developed spreadsheets, faxed reports and scanned documents',
      [],
      vocabulary,
    );
    const work = scoreLine(
      'Drafted meeting agendas and wrote the board reports for the finance committee',
      [],
      vocabulary,
    );
    expect(chore.score).toBeLessThan(work.score);
    expect(scoreLine('Fulfilled the number of hours of actual teaching', [], vocabulary).score).toBeLessThan(
      scoreLine('Planned and delivered teaching for two Year 9 maths sets', [], vocabulary).score,
    );
  });
});

describe('concepts', () => {
  const leadership = concepts.find((concept) => concept.id === 'leadership');

  it('never reads working with little supervision as a call for someone who supervises', () => {
    // Before, "work to deadlines with the minimum of supervision" was answered by "I supervised 9 Sailors responsible for
    // ... squadron store merchandise" in a hospital electrician's letter (review of the real pairs).
    for (const requirement of [
      'You should be able to work to deadlines with the minimum of supervision.',
      'Able to work unsupervised and use your own initiative',
      'Works under direct supervision of the charge nurse',
      'Can work with little supervision',
    ])
      expect(leadership?.ad.test(requirement), requirement).toBe(false);
    for (const requirement of ['Experience supervising a small team', 'Supervisory experience is desirable'])
      expect(leadership?.ad.test(requirement), requirement).toBe(true);
  });
});

describe('concepts: project management', () => {
  const projects = concepts.find((concept) => concept.id === 'project management');

  it('reads no trade’s own planning as a call for project management, and no delivery tracked as a project delivered', () => {
    // Before, "2+ years dispatching or route planning" was framed over "track deliveries in Samsara".
    for (const requirement of ['2+ years dispatching or route planning', 'Experience of care planning'])
      expect(projects?.ad.test(requirement), requirement).toBe(false);
    expect(projects?.ad.test('Strong planning and organisational skills')).toBe(true);
    expect(projects?.resume.test('track deliveries in Samsara')).toBe(false);
    expect(projects?.resume.test('Delivered the project two weeks early')).toBe(true);
  });
});

describe('matchRequirements: a qualification asked for by its level', () => {
  it('is answered by a qualification of the resume at that level or above', () => {
    // Before, "you must hold a Childcare qualification minimum of LEVEL 3" was left unanswered beside a Level 5
    // qualification in Early Years Education.
    const resume = readResumeFacts(
      [
        'Jo Adeyemi',
        'Work Experience',
        'Kender primary school - New Cross - Early Years Practitioner',
        'To lead planning of age-appropriate activities.',
        'Tesco - Croydon - Customer Delivery Driver',
        'To deliver online shopping to customers.',
        'Education',
        'Greenwich University -',
        'Early Years Education Level 5',
      ].join('\n'),
    );
    const job = readJobBrief(
      'Nursery Practitioner\n\nRequirements:\n- You must hold a Childcare qualification minimum of LEVEL 3\n- Nursery experience',
    );
    const matches = matchRequirements(resume, job, [], rankAchievements(resume, adVocabulary(job, [])));
    expect(matches.find((match) => match.requirement.includes('LEVEL 3'))?.evidence).toEqual({
      kind: 'education',
      education: expect.objectContaining({ degree: 'Level 5 qualification', field: 'Early Years Education' }),
    });
  });
});

describe('adVocabulary: what an ad says of applying and of the job’s terms', () => {
  it('names no work a resume line can share', () => {
    // Before, "Reduced waste by being attentive to expiration dates" shared "dates" with "The closing date for
    // applications is ..." and led a held-out customer-service letter.
    const ad = [
      'Customer service advisor',
      '',
      'The role involves:',
      'providing first line support to customers who contact us by phone and email',
      '',
      'The salary is £15,100 to £17,500 per annum depending on experience.',
      'The closing date for applications is Wednesday 17 January and interviews are on Friday 26 January.',
    ].join('\n');
    const job = readJobBrief(ad);
    const vocabulary = adVocabulary(
      job,
      ['providing first line support to customers who contact us by phone and email'],
      ad,
    );
    expect([...vocabulary.backgroundWords]).not.toContain('date');
    expect([...vocabulary.backgroundWords]).not.toContain('salary');
    expect(scoreLine('Reduced waste by being attentive to expiration dates.', [], vocabulary).matched).toEqual([]);
  });
});

describe('adVocabulary: the kinds of work an ad names', () => {
  const ad = [
    'Customer Support Specialist (Technical)',
    '',
    'Key Responsibilities',
    '• Work closely with the sales team to help trial users through their onboarding.',
    '• Resolve customer issues on all technical support channels: email, ticketing system and chat.',
    '',
    'You will work with the Product, Tech and Marketing team of Brightwave.',
  ].join('\n');
  const responsibilities = [
    'Work closely with the sales team to help trial users through their onboarding.',
    'Resolve customer issues on all technical support channels: email, ticketing system and chat.',
  ];
  const vocabulary = adVocabulary(readJobBrief(ad), responsibilities, ad);

  it('counts a line that names the ad’s work in other words above one that names none of it', () => {
    // Before, "Troubleshot connectivity errors to resolution" scored no higher than "Processed returns for defective
    // units", and a held-out support agent's letter left her troubleshooting out.
    const troubleshooting = scoreLine('Troubleshot connectivity errors to resolution.', [], vocabulary);
    const returns = scoreLine('Processed returns for defective units efficiently.', [], vocabulary);
    expect(troubleshooting.score).toBeGreaterThan(returns.score);
    // One kind of work counts once: "faults" and "diagnosed" are both troubleshooting.
    expect(scoreLine('Diagnosed faults and errors on customer lines.', [], vocabulary).score).toBeLessThan(
      scoreLine('Diagnosed faults on customer lines.', [], vocabulary).score + 0.76,
    );
  });

  it('never takes the teams the person works beside for the work itself', () => {
    // Before, "Drove sales via tailored product recommendations" shared "sales" with "work closely with the sales
    // team" and came before the support agent's technical lines.
    for (const word of ['sales', 'marketing', 'product'])
      expect(vocabulary.words.has(word) || vocabulary.backgroundWords.has(word), word).toBe(false);
    expect(scoreLine('Drove sales via tailored product recommendations.', [], vocabulary).matched).toEqual([]);
    // A team the person leads is the work.
    const lead = adVocabulary(readJobBrief('Sales Manager\n\nLead the sales team across the region.'), [
      'Lead the sales team across the region.',
    ]);
    expect(lead.words.has('sales')).toBe(true);
  });
});

describe('rankAchievements: the post said again', () => {
  it('tells no line that only says the person works there', () => {
    // Before, a held-out letter (AU) said "In this role, I am currently working as Officer-HR & Administration in H.& R."
    const facts = readResumeFacts(`Prem Kale
Experience
HR Officer, Johnson Tiles, 2002 - Present
- Presently working as HR Officer in Johnson Tiles (India), Dewas, from 30.07.2002 to till date.
- Ran payroll for 600 employees on SAP each month.`);
    const vocabulary = adVocabulary(readJobBrief('Office Manager\nHeadway\n\nRun payroll and HR administration.'), [
      'Run payroll and HR administration.',
    ]);
    const told = rankAchievements(facts, vocabulary).map((achievement) => achievement.text);
    expect(told).toContain('Ran payroll for 600 employees on SAP each month.');
    expect(told.filter((text) => /working as/u.test(text))).toEqual([]);
  });

  it('tells no sentence of a paragraph that points back to the one before it', () => {
    const facts = readResumeFacts(`Sam Reed
Experience
Duty Manager, Shard Riverside Inn, 2018 - Present
- Used the bar televisions to advertise events in both hotels.
- This was achieved by building a slideshow on a small computer board.
- This led to me taking on the weekly stock take for both bars.`);
    const vocabulary = adVocabulary(
      readJobBrief('Assistant Manager\nRestaurant\n\nDrive sales in the bar and hotels.'),
      ['Drive sales in the bar and hotels.'],
    );
    expect(rankAchievements(facts, vocabulary).map((achievement) => achievement.text)).toEqual([
      'Used the bar televisions to advertise events in both hotels.',
    ]);
  });
});

describe('matchRequirements: a manager’s direct reports', () => {
  it('answers "coaching and developing direct reports" with no line about reports written', () => {
    // Before, a held-out letter (AU) said "The role you advertise involves coaching and developing direct reports." and
    // answered it with "I managed project reports, timelines, and resource needs".
    const facts = readResumeFacts(`Hari Singh
Experience
Warehouse Manager, Marvel Fragrances, 2013 - 2014
- Managed project reports, timelines, and resource needs.
- Coordinated corrugation planning and purchase orders.`);
    const requirement = 'At least 3 years of managerial experience; coaching and developing direct reports.';
    const job = readJobBrief(`Supply Chain Manager\nHilleman Labs\n\nRequirements\n- ${requirement}`);
    const ranked = rankAchievements(facts, adVocabulary(job, []));
    const matches = matchRequirements(facts, job, [], ranked);
    const coaching = matches.find((found) => found.requirement.startsWith('coaching and developing direct reports'));
    expect(coaching).toBeDefined();
    expect(coaching?.evidence).toBeUndefined();
  });
});

describe('matchRequirements: the thing a requirement names before a general head', () => {
  it('never answers "protein analysis techniques" with a line about another analysis', () => {
    // Before, a held-out letter said "Your advert asks for experience using protein analysis techniques." and answered
    // it with "I took responsibility and managed toll material analysis".
    const facts = readResumeFacts(`Dana Ruiz
Experience
QC Chemist, Nalco Champion, 2013 - 2015
- Managed toll material analysis and created an automated system for reporting results.
- Analyzed production samples and decided batch approval or adjustment.`);
    const requirement = 'Experience using protein analysis techniques';
    const job = readJobBrief(`Research Associate\nGeltor Labs\n\nRequirements\n- ${requirement}`);
    const matches = matchRequirements(facts, job, [], rankAchievements(facts, adVocabulary(job, [])));
    const protein = matches.find((found) => found.requirement === requirement);
    expect(protein).toBeDefined();
    expect(protein?.evidence).toBeUndefined();
  });
});

describe('findCredentials: a right to work against a requirement of status', () => {
  const permit = [{ name: 'Authorized to work in the U.S.', status: 'held' as const, date: null }];

  it('answers a requirement for the right to work, or one that accepts a permit beside a status', () => {
    expect(findCredentials('Authorized to work in the U.S.', permit)).toHaveLength(1);
    expect(findCredentials('U.S. citizen, green card holder or authorized to work in the U.S.', permit)).toHaveLength(
      1,
    );
  });

  it('never answers a requirement for citizenship or an ITAR U.S. person alone', () => {
    expect(
      findCredentials('Must be a U.S. person (U.S. citizen or lawful permanent resident) as defined by ITAR', permit),
    ).toHaveLength(0);
  });
});
