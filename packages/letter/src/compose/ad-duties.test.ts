import { describe, expect, it } from 'vitest';
import { compareTitles, readAdDuties, readAdMission, readAdUnit } from './ad-duties.ts';

const resumeWords = new Set(['support', 'metrics', 'csat', 'product', 'feedback', 'coach', 'team', 'accounts']);

describe('readAdDuties', () => {
  it('leaves out a chore of the post, which no applicant names as the work that draws them', () => {
    // Before: "I would especially like to take and accurately input food and drink orders into the point-of-sale
    // system", "... to help set out play equipment".
    const duties = readAdDuties(
      [
        'Take and accurately input food and drink orders into the point-of-sale system',
        'Help set out play equipment before the children arrive',
        'Follow up with customers in case of a pending ticket',
        'Serve food and drinks to guests in a prompt and professional manner',
      ],
      '',
      'en',
      new Set(['food', 'drinks', 'orders', 'guests', 'customers', 'children', 'equipment']),
    );
    expect(duties.map((duty) => duty.text)).toEqual([
      'serve food and drinks to guests in a prompt and professional manner',
    ]);
  });

  it('leaves out the ad’s legal hedges, the rules every employee keeps and its catch-all', () => {
    // Before: "I would especially like to assist with care to include, but not limited to bathing, ..." and "the
    // chance to comply with all company policies".
    const duties = readAdDuties(
      [
        'Assist with care to include, but not limited to bathing, dressing, feeding',
        'Comply with all company policies and standards of behavior and performance',
        'Perform other duties as assigned',
        'Assist with program plans',
      ],
      '',
      'en',
      new Set(['care', 'program', 'plans', 'policies', 'duties']),
    );
    expect(duties.map((duty) => duty.text)).toEqual(['assist with program plans']);
  });

  it('takes the duties the ad lists or states, turned to the reader', () => {
    const duties = readAdDuties(
      ['Own support metrics such as CSAT and first response time', 'Partner with product to turn feedback into fixes'],
      'You will prospect into new accounts and book meetings for our account executives.',
      'en',
      resumeWords,
    );
    expect(duties.map((duty) => duty.text)).toEqual([
      'own support metrics such as CSAT and first response time',
      'partner with product to turn feedback into fixes',
    ]);
    expect(
      readAdDuties(
        [],
        'You will prospect into new accounts and book meetings for our account executives.',
        'en',
        resumeWords,
      ),
    ).toEqual([{ text: 'prospect into new accounts and book meetings for your account executives', language: 'en' }]);
  });

  it('takes a duty without the list of its parts after a colon, its first word the verb before its object', () => {
    const duties = readAdDuties(
      ['Design learning experiences end-to-end: needs analysis, objectives, storyboards, build, launch, evaluation'],
      '',
      'en',
      new Set(['design', 'learning', 'experiences']),
    );
    // Before: "take on design learning experiences end-to-end: needs analysis, objectives, ...".
    expect(duties.map((duty) => duty.text)).toEqual(['design learning experiences end-to-end']);
  });

  it('takes on work the ad names by its nouns, whose first word is a verb too, instead of ordering it', () => {
    const duties = readAdDuties(
      ['Stock management, ordering and controlled drug record keeping', 'Interview scheduling for our recruiters'],
      '',
      'en',
      new Set(['stock', 'ordering', 'interview', 'scheduling']),
    );
    expect(duties.map((duty) => duty.text)).toEqual([
      'take on stock management, ordering and controlled drug record keeping',
      'take on interview scheduling for your recruiters',
    ]);
  });

  it('never turns a requirement, a benefit, the ad’s praise or a duty with a number into a wish', () => {
    const duties = readAdDuties(
      [
        'Be highly organised with the ability to manage your workload',
        'Have recent and relevant experience in a similar role',
        'Join our growing, award-winning support team',
        'Lead and coach a team of 6-8 support specialists',
        'Work on a rota basis including weekends',
      ],
      '',
      'en',
      resumeWords,
    );
    expect(duties).toEqual([]);
  });

  it('leaves out a duty that shares no word with the resume', () => {
    expect(readAdDuties(['Design housings and brackets'], '', 'en', resumeWords)).toEqual([]);
  });

  it('turns a German duty to the reader', () => {
    expect(
      readAdDuties(['Ganzheitliche Pflege unserer Patientinnen'], '', 'de', new Set(['patientinnen'])).map(
        (duty) => duty.text,
      ),
    ).toEqual(['Ganzheitliche Pflege Ihrer Patientinnen']);
  });
});

describe('compareTitles and readAdUnit', () => {
  it('sees a step up by rank within a trade, the same post, and nothing between unrelated titles', () => {
    expect(compareTitles('Charge Nurse', 'Nurse Manager')).toBe('up');
    expect(compareTitles('Assistant Store Manager', 'Store Manager - Lincoln Park')).toBe('up');
    expect(compareTitles('Staff Accountant', 'Staff Accountant')).toBe('same');
    expect(compareTitles('Buchhalter', 'Buchhalter Kreditorenbuchhaltung')).toBe('same');
    expect(compareTitles('Shift Lead', 'Warehouse Operations Supervisor')).toBeNull();
    expect(compareTitles('Nurse Manager', 'Charge Nurse')).toBeNull();
  });

  it('names the place the ad says the work is, but never a team', () => {
    expect(
      readAdUnit('Ascension Seton is seeking a Nurse Manager for our surgical services unit in Austin.', 'en'),
    ).toEqual({
      text: 'your surgical services unit in Austin',
      language: 'en',
    });
    expect(readAdUnit('Come and join our friendly team.', 'en')).toBeNull();
  });
});

describe('duties stated in an ad’s prose', () => {
  const words = new Set(['pupils', 'content', 'events', 'communications', 'marketing', 'stakeholders', 'data']);

  it('reads the work of the person the ad is looking for, and of "you will" after an opening phrase', () => {
    expect(
      readAdDuties(
        [],
        'The department is small and we need a patient, organised tutor who can help pupils reach their reading goals and build confidence in their writing.',
        'en',
        words,
      ).map((duty) => duty.text),
    ).toEqual(['help pupils reach their reading goals and build confidence in their writing']);
    expect(
      readAdDuties(
        [],
        'Working alongside the head of finance, you will maintain the monthly data returns for regional stakeholders.',
        'en',
        words,
      ).map((duty) => duty.text),
    ).toEqual(['maintain the monthly data returns for regional stakeholders']);
  });

  it('never takes the aim of hiring ("to fill our HR Advisor vacancy") for the work of the post', () => {
    expect(
      readAdDuties(
        [],
        'An ambitious organisation, we are looking for an equally ambitious individual to fill our HR Advisor vacancy and advise managers.',
        'en',
        new Set(['advisor', 'vacancy', 'managers']),
      ),
    ).toEqual([]);
  });

  it('reads what the ad says "the post holder will" do, but never what the post holder must be or have', () => {
    expect(
      readAdDuties(
        [],
        'The post holder will support our falls-prevention programme with insights from analysing ward data. The post holder will have strong experience of data mining.',
        'en',
        words,
      ).map((duty) => duty.text),
    ).toEqual(['support your falls-prevention programme with insights from analysing ward data']);
  });

  it('keeps the work and leaves the ad’s examples and conditions of a long duty', () => {
    expect(
      readAdDuties(
        [],
        'We’re looking for a cheerful Events and Marketing Officer who can help plan a calendar of community events and marketing communications, ensuring every member of our network hears about them in good time and in plain words. You’ll also work with our web editors to develop content including newsletters, short films, blog posts and photo stories for our member appeals.',
        'en',
        words,
      ).map((duty) => duty.text),
    ).toEqual([
      'work with your web editors to develop content',
      'help plan a calendar of community events and marketing communications',
    ]);
  });

  it('reads a duty across the line breaks of a pasted ad, without the participle the ad hangs on it', () => {
    expect(
      readAdDuties(
        [],
        'We are looking for a Senior Backend Engineer. You will design and build\nhigh-throughput Python services using FastAPI and Django REST Framework, owning the full lifecycle\nfrom schema design to production deployment.',
        'en',
        new Set(['python', 'fastapi', 'services']),
      ).map((duty) => duty.text),
    ).toEqual(['design and build high-throughput Python services using FastAPI and Django REST Framework']);
  });

  it('never takes joining the team for work', () => {
    expect(
      readAdDuties(
        ['Form part of the management circle of our small events and outreach team'],
        '',
        'en',
        new Set(['events', 'outreach', 'team']),
      ),
    ).toEqual([]);
  });

  it('never takes a promise any ad makes for work', () => {
    expect(
      readAdDuties(
        [],
        'Working with the wider team, you will achieve excellent results.',
        'en',
        new Set(['results', 'team', 'wider']),
      ),
    ).toEqual([]);
  });

  it('never takes what the ad offers, or "their" of someone the duty does not name, as work to want', () => {
    expect(
      readAdDuties(
        [],
        'You will receive the following benefits for your marketing work. You will work in a friendly marketing team. You will support their communications campaigns.',
        'en',
        words,
      ),
    ).toEqual([]);
  });
});

describe('readAdMission', () => {
  it('reads what the organisation says it is for, turned to the reader', () => {
    expect(
      readAdMission(
        'Everything we do is focused on getting older people home from hospital safely and quickly. When you join us ...',
        'en',
      ),
    ).toEqual({ kind: 'focus', text: 'getting older people home from hospital safely and quickly', language: 'en' });
    expect(
      readAdMission(
        'As a small primary school, we believe strongly that every child can become a confident reader by the end of year six.',
        'en',
      ),
    ).toEqual({
      kind: 'belief',
      text: 'every child can become a confident reader by the end of year six',
      language: 'en',
    });
    expect(
      readAdMission(
        'We’re working to build a simpler, faster booking service that patients can use from any phone and we’re looking for people to help us finish it.',
        'en',
      ),
    ).toEqual({
      kind: 'aim',
      text: 'build a simpler, faster booking service that patients can use from any phone',
      language: 'en',
    });
  });

  it('reads a mission across the line breaks of a pasted ad', () => {
    expect(
      readAdMission(
        'At Tech Solutions, we are on a mission to build products that solve complex problems and improve people’s\nlives. We are hiring.',
        'en',
      )?.text,
    ).toBe('build products that solve complex problems and improve people’s lives');
  });

  it('leaves the statements every ad of a sector shares, numbers and other languages', () => {
    expect(
      readAdMission('We are committed to equal opportunities. We believe that diversity makes us stronger.', 'en'),
    ).toBeNull();
    expect(readAdMission('Our aim is to open 40 new clinics across the region by next spring.', 'en')).toBeNull();
    expect(readAdMission('Unser Ziel ist es, jeden Patienten bestens zu versorgen.', 'de')).toBeNull();
  });
});

describe('readAdDuties: a French ad that lists its duties after "vous :"', () => {
  it('names each duty in the infinitive, never in the ad\'s "vous" form', () => {
    const duties = readAdDuties(
      [
        'participez aux media fills et à l’habillage stérile',
        'garantissez la traçabilité des lots',
        'prenez en charge le nettoyage des zones',
      ],
      '',
      'fr',
      new Set(['media', 'fills', 'traçabilité', 'lots', 'nettoyage', 'zones']),
    );
    expect(duties.map((duty) => duty.text)).toEqual([
      'participer aux media fills et à l’habillage stérile',
      'garantir la traçabilité des lots',
    ]);
  });
});

describe('readAdDuties: two nouns of work before "of"', () => {
  it('never offers "transfer and management of ..." as a duty to do', () => {
    const duties = readAdDuties(
      ['Transfer and management of Production Associates from one project to another as tasks are completed'],
      'Production Supervisor',
      'en',
      new Set(['production']),
    );
    expect(duties.map((duty) => duty.text).join(' ')).not.toMatch(/transfer and management/iu);
  });
});
