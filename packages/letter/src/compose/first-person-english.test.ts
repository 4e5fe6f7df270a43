import { describe, expect, it } from 'vitest';
import { isShortNounDuty, toFirstPersonClause, withoutLack } from './first-person-english.ts';

describe('toFirstPersonClause: a result whose subject is not the person', () => {
  it('reads a thing that made a change as that thing, never as a deed of the first word', () => {
    // Read from its first word, this was "I processed changes cut turnaround time ...".
    expect(toFirstPersonClause('Process changes cut turnaround time from 5 days to 2 days.', 'past')).toEqual({
      kind: 'result',
      text: 'the process changes cut turnaround time from 5 days to 2 days',
    });
    expect(
      toFirstPersonClause(
        'Additional booth modeled using Arena reduced average waiting time from 6.2 to 1.8 minutes',
        'past',
      ),
    ).toEqual({
      kind: 'result',
      text: 'the additional booth modeled using Arena reduced average waiting time from 6.2 to 1.8 minutes',
    });
  });

  it('tells a subject that opens with a deed as the deed and what it did, in the role’s tense', () => {
    // Read from its first word, this was "I redesigned onboarding flow increased activation by 12%".
    expect(toFirstPersonClause('Redesigned onboarding flow increased activation by 12%', 'past')).toEqual({
      kind: 'verb',
      text: 'redesigned the onboarding flow, which increased activation by 12%',
    });
    expect(toFirstPersonClause('Negotiated vendor contracts saved $40K a year', 'present')).toEqual({
      kind: 'verb',
      text: 'have negotiated the vendor contracts, which saved $40K a year',
    });
  });

  it('leaves alone a word of change that describes a thing, a change without an object, and a joined clause', () => {
    expect(
      toFirstPersonClause('Developed a detailed model of improved layout to raise space utilization by 300%', 'past')
        ?.text,
    ).toBe('developed a detailed model of improved layout to raise space utilization by 300%');
    expect(toFirstPersonClause('Developed a model that reduced churn by 8%', 'past')?.text).toBe(
      'developed a model that reduced churn by 8%',
    );
    // "Revenue increased 30%" names no work of the person's: not a result this reading tells.
    expect(toFirstPersonClause('Revenue increased 30% in two years', 'past')?.kind).not.toBe('result');
    expect(toFirstPersonClause('Store sales grew by 12% after the refit', 'past')?.kind).not.toBe('result');
  });
});

describe('toFirstPersonClause: lines that are no deed of the person’s', () => {
  it('gives nothing for a sentence with its own subject, what a job took, or a noun with its note', () => {
    // Before, a held-out letter (AU) said "I use cases are currently hypothetical ...", "I have also required exceptional
    // time management skills" and "I also catalogue (Export and import activity)".
    for (const line of [
      'Use cases are currently hypothetical with intention of deploying real products in the future.',
      'Required exceptional time management skills.',
      'Catalogues (Export & import activity)',
    ])
      expect(toFirstPersonClause(line, 'present'), line).toBeUndefined();
    expect(toFirstPersonClause('Required to attend weekly safety meetings.', 'past')?.text).toBe(
      'was required to attend weekly safety meetings',
    );
    // "Managed service issues to ensure ...": a deed, never the noun "managed service" (a held-out letter said "My work
    // included managed service issues"); "Managed services for 40 SME clients" names the work.
    expect(toFirstPersonClause('Managed service issues to ensure customer satisfaction.', 'past')).toEqual({
      kind: 'verb',
      text: 'managed service issues to ensure customer satisfaction',
    });
    expect(toFirstPersonClause('Managed services for 40 SME clients across the region', 'past')?.kind).toBe('noun');
    // "Working experience on Siemens S7-300 ... PLC": experience had, never "I also worked experience on Siemens".
    expect(toFirstPersonClause('Working experience on Siemens S7-300 & Allen-Bradley PLC.', 'past')?.text).toBe(
      'gained experience with Siemens S7-300 & Allen-Bradley PLC',
    );
    expect(toFirstPersonClause('Hands-on experience with SAP MM and WM modules', 'present')?.text).toBe(
      'have experience with SAP MM and WM modules',
    );
    // A deed whose object is a clause stays one.
    expect(toFirstPersonClause('Assure truck is up to DOT standards via a pre-trip inspection.', 'present')?.text).toBe(
      'assure truck is up to DOT standards via a pre-trip inspection',
    );
  });
});

describe('toFirstPersonClause: duties a trade names by their nouns', () => {
  it('tells a duty with figures, "my" colleague, a gerund paired with a noun, or a plural of work as work done', () => {
    expect(toFirstPersonClause('First fix on new-build sites (approx 60 plots)', 'present')).toBeUndefined();
    expect(
      toFirstPersonClause('Testing and inspection alongside my supervisor using a Megger MFT1741', 'present'),
    ).toEqual({ kind: 'noun', text: 'testing and inspection alongside my supervisor using a Megger MFT1741' });
    expect(
      toFirstPersonClause('Domestic rewires, consumer unit changes, kitchen and bathroom installs', 'past'),
    ).toEqual({
      kind: 'noun',
      text: 'domestic rewires, consumer unit changes, kitchen and bathroom installs',
    });
    expect(toFirstPersonClause('Daily walkround checks and defect reporting on Microlise', 'past')).toEqual({
      kind: 'noun',
      text: 'daily walkround checks and defect reporting on Microlise',
    });
    expect(toFirstPersonClause('Multi-drop deliveries to building sites (up to 14 drops a day)', 'past')).toEqual({
      kind: 'noun',
      text: 'multi-drop deliveries to building sites (up to 14 drops a day)',
    });
  });

  it('never takes a line with an infinitive or another person for a duty', () => {
    expect(toFirstPersonClause('Deliveries to make on time for our customers', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Multi-drop deliveries for the customers they serve', 'past')).toBeUndefined();
  });
});

describe('toFirstPersonClause: lines of a driver’s or a front desk’s resume', () => {
  it('tells the person’s own sentence after a dash, with the course before it as its occasion', () => {
    expect(
      toFirstPersonClause(
        'Eco-driving course 2022 – my fuel score went from 7.1 to 8.4 mpg on the telematics table',
        'present',
      ),
    ).toEqual({
      kind: 'sentence',
      text: 'after the eco-driving course in 2022, my fuel score went from 7.1 to 8.4 mpg on the telematics table',
    });
  });

  it('tells a post named before its deed as the post, and a label before a deed as the deed alone', () => {
    expect(
      toFirstPersonClause('Buddy driver: trained 7 new starters on routes and the ticket machine', 'past'),
    ).toEqual({
      kind: 'sentence',
      text: 'as a buddy driver, I trained 7 new starters on routes and the ticket machine',
    });
    expect(toFirstPersonClause('Highlights: led the move to a new warehouse system', 'past')).toEqual({
      kind: 'verb',
      text: 'led the move to a new warehouse system',
    });
  });

  it('tells commendations as received and a record of none as none', () => {
    expect(toFirstPersonClause('11 written passenger commendations since 2020', 'present')).toEqual({
      kind: 'verb',
      text: 'have received 11 written passenger commendations since 2020',
    });
    expect(toFirstPersonClause('0 preventable accidents and 0 complaints upheld in 7 years', 'past')).toEqual({
      kind: 'verb',
      text: 'had no preventable accidents and no complaints upheld in 7 years',
    });
    expect(toFirstPersonClause('Depot rep for the health & safety committee since 2023', 'present')).toEqual({
      kind: 'verb',
      text: 'have been the depot rep for the health & safety committee since 2023',
    });
  });
});

describe('toFirstPersonClause: a manager’s lines without a verb', () => {
  it('tells accountability and a team as held, a rating as the store’s, and drops a line about an unnamed "her"', () => {
    expect(toFirstPersonClause('Full P&L accountability, £3.4m annual turnover', 'present')).toEqual({
      kind: 'verb',
      text: 'have full P&L accountability for £3.4m annual turnover',
    });
    expect(toFirstPersonClause('Team of 22 including 2 assistant managers', 'past')).toEqual({
      kind: 'verb',
      text: 'had a team of 22 including 2 assistant managers',
    });
    expect(toFirstPersonClause('Store rated "Outstanding" in two mystery shopper audits (2023, 2024)', 'past')).toEqual(
      {
        kind: 'result',
        text: 'the store was rated "Outstanding" in two mystery shopper audits (2023, 2024)',
      },
    );
    expect(toFirstPersonClause('ran store of 28 during her maternity leave (9 months)', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Nominated again as one of the Outstanding Teachers of 2005', 'past')).toEqual({
      kind: 'verb',
      text: 'was nominated again as one of the Outstanding Teachers of 2005',
    });
  });
});

describe('toFirstPersonClause: a duty that opens with an acronym', () => {
  it('tells "API testing with Postman" as work done', () => {
    expect(toFirstPersonClause('API testing with Postman and Newman in the CI pipeline', 'present')).toEqual({
      kind: 'noun',
      text: 'API testing with Postman and Newman in the CI pipeline',
    });
  });
});

describe('toFirstPersonClause: a compound noun whose first word is a verb too', () => {
  it('tells "Interview scheduling and ..." as work, never "I interviewed scheduling"', () => {
    expect(toFirstPersonClause('Interview scheduling and candidate compliance for driving placements', 'past')).toEqual(
      {
        kind: 'noun',
        text: 'interview scheduling and candidate compliance for driving placements',
      },
    );
    expect(toFirstPersonClause('Manage scheduling for 30 staff', 'present')?.kind).toBe('verb');
  });

  it('tells "Document control for ..." as work, never "I documented control", yet "Record results" stays a deed', () => {
    expect(toFirstPersonClause('Document control for the site drawings register', 'present')).toEqual({
      kind: 'noun',
      text: 'document control for the site drawings register',
    });
    expect(toFirstPersonClause('Record results in the lab system', 'present')?.kind).toBe('verb');
  });
});

describe('toFirstPersonClause: a post known by its letters', () => {
  it('tells "Primary NCO for ..." as the post held, never as something the person had', () => {
    expect(toFirstPersonClause('Primary NCO for property accountability of 2,100+ line items', 'past')?.text).toBe(
      'was the primary NCO for property accountability of 2,100+ line items',
    );
    expect(toFirstPersonClause('Budget responsibility for £2m', 'past')?.text).toBe(
      'had budget responsibility for £2m',
    );
  });
});

describe('toFirstPersonClause: a measure and where it stood', () => {
  it('tells "forecast accuracy within ±4% ..." as the measure, never as a deed "forecast"', () => {
    expect(toFirstPersonClause('Forecast accuracy within ±4% for 11 consecutive quarters', 'past')).toEqual({
      kind: 'result',
      text: 'forecast accuracy was within ±4% for 11 consecutive quarters',
    });
    expect(toFirstPersonClause('Attendance rate above 97% in 2024', 'present')?.text).toBe(
      'the attendance rate was above 97% in 2024',
    );
  });
});

describe('toFirstPersonClause: a measure named after its figure', () => {
  it('tells "98% on-time delivery" as achieved, with what bounds it and the awards listed after it', () => {
    expect(toFirstPersonClause('98% on-time delivery, multiple "Road Safety" progress awards', 'past')?.text).toBe(
      'achieved 98% on-time delivery and earned multiple "Road Safety" progress awards',
    );
    expect(toFirstPersonClause('99.2% picking accuracy over 2 years', 'present')?.text).toBe(
      'have achieved 99.2% picking accuracy over 2 years',
    );
    expect(toFirstPersonClause('95% customer satisfaction score', 'past')?.text).toBe(
      'achieved a 95% customer satisfaction score',
    );
    // (A list of other things after the comma is no award; and a figure before a deed is no measure.)
    expect(toFirstPersonClause('98% on-time delivery, drop and hook, live unloads', 'past')).toBeUndefined();
    expect(toFirstPersonClause('20% reduction in waste', 'past')).toBeUndefined();
  });
});

describe('toFirstPersonClause: a deed done to a thing named by a capitalised word and its number', () => {
  it('tells "Lead Section 47 enquiries" and "Teach Year 6 maths" as deeds, yet "Care Management of ..." as work', () => {
    expect(toFirstPersonClause('Lead Section 47 enquiries with police and health partners', 'present')).toEqual({
      kind: 'verb',
      text: 'lead Section 47 enquiries with police and health partners',
    });
    expect(toFirstPersonClause('Chair Section 47 strategy meetings', 'past')).toEqual({
      kind: 'verb',
      text: 'chaired Section 47 strategy meetings',
    });
    expect(toFirstPersonClause('Teach Year 6 maths and English', 'present')?.text).toBe(
      'teach Year 6 maths and English',
    );
    expect(toFirstPersonClause('Care Management of adult social care packages', 'past')?.kind).toBe('noun');
  });
});

describe('toFirstPersonClause: duties a contact-centre resume lists by their nouns', () => {
  it('tells plurals before "and", a preposition or a bracket as things, and a semicolon list as one list', () => {
    expect(toFirstPersonClause('Floor support for new hires during induction week', 'present')).toEqual({
      kind: 'noun',
      text: 'floor support for new hires during induction week',
    });
    expect(toFirstPersonClause('Chat queue coverage at busy times (2-3 concurrent chats)', 'present')?.kind).toBe(
      'noun',
    );
    expect(toFirstPersonClause('Phone orders and click-and-collect scheduling', 'present')?.kind).toBe('noun');
    expect(
      toFirstPersonClause('De-escalation of angry callers; retention offers and save attempts', 'present'),
    ).toEqual({
      kind: 'noun',
      text: 'de-escalation of angry callers, retention offers and save attempts',
    });
    // Before, "CCTV review and condition coding of 22 km of sewer, GIS updates in ArcGIS Pro": a list without its joiner.
    expect(
      toFirstPersonClause('CCTV review and condition coding of 22 km of sewer; GIS updates in ArcGIS Pro.', 'past'),
    ).toEqual({
      kind: 'noun',
      text: 'CCTV review and condition coding of 22 km of sewer, and GIS updates in ArcGIS Pro',
    });
  });

  it('names work that a word in "un-...-ed" describes, and still reads "Unloaded" as a deed', () => {
    // Before, "I unvented cylinder installs (under supervision)".
    expect(toFirstPersonClause('Unvented cylinder installs (under supervision)', 'past')).toEqual({
      kind: 'noun',
      text: 'unvented cylinder installs (under supervision)',
    });
    expect(toFirstPersonClause('Unloaded trucks at the depot', 'past')?.kind).toBe('verb');
  });

  it('says the place and the year after a deed as where and when, never as the last of a list', () => {
    // Before, "won first place in the regional debate contest, Leeds University and 2019".
    expect(
      toFirstPersonClause('Won first place in the regional debate contest, Leeds University, 2019.', 'past')?.text,
    ).toBe('won first place in the regional debate contest at Leeds University in 2019');
    expect(toFirstPersonClause('Managed payroll, rotas, stock', 'past')?.text).toBe('managed payroll, rotas and stock');
  });

  it('still reads a third person that takes its object as a clause, and a verb first as a deed', () => {
    expect(toFirstPersonClause('Quality assurance ensures compliance', 'present')).toBeUndefined();
    expect(toFirstPersonClause('Track orders for customers', 'present')?.kind).toBe('verb');
  });
});

describe('toFirstPersonClause: duties a site office lists by their nouns', () => {
  it('finds the head of a compound ("Programme updates") and a third word in lower case ("Site office administration")', () => {
    expect(toFirstPersonClause('Programme updates in Asta Powerproject', 'present')).toEqual({
      kind: 'noun',
      text: 'programme updates in Asta Powerproject',
    });
    expect(toFirstPersonClause('Site office administration, timesheets and plant bookings', 'past')?.kind).toBe('noun');
    expect(toFirstPersonClause('Minutes and action trackers for design team meetings', 'past')?.kind).toBe('noun');
    // A name is no duty, though its third word ends as nouns of work do.
    expect(toFirstPersonClause('Rush University Medical Center — Chicago, IL', 'past')).toBeUndefined();
  });

  it('puts what a duty covered after its colon in brackets, and a nominal deed keeps what follows its semicolon', () => {
    expect(
      toFirstPersonClause(
        'Document control for two live schemes in Viewpoint: drawings, RFIs and transmittals',
        'present',
      ),
    ).toEqual({
      kind: 'noun',
      text: 'document control for two live schemes in Viewpoint (drawings, RFIs and transmittals)',
    });
    expect(
      toFirstPersonClause(
        'Collation of RAMS and permit records; induction register for up to 40 operatives a day',
        'past',
      ),
    ).toEqual({
      kind: 'verb',
      text: 'collated RAMS and permit records and the induction register for up to 40 operatives a day',
    });
  });
});

describe('toFirstPersonClause: a list run on with commas only', () => {
  it('joins its last item with "and", in lower case too, and leaves a clause after the list alone', () => {
    expect(toFirstPersonClause('decontamination room, washer disinfector, autoclave logs', 'present')).toEqual({
      kind: 'noun',
      text: 'decontamination room, washer disinfector and autoclave logs',
    });
    expect(toFirstPersonClause('Assisting with extractions, crowns, fillings, fissure sealants', 'present')?.text).toBe(
      'assist with extractions, crowns, fillings and fissure sealants',
    );
    expect(toFirstPersonClause('Managed budgets, rotas, suppliers, improving margins by 4%', 'past')?.text).toBe(
      'managed budgets, rotas, suppliers, improving margins by 4%',
    );
  });
});

describe('toFirstPersonClause: a second deed after a semicolon', () => {
  it('joins it with "and" in the sentence\'s tense, never leaving a clause without a subject', () => {
    expect(
      toFirstPersonClause('Document in the EPR within 12 hours; consistently meet discharge targets', 'past')?.text,
    ).toBe('documented in the EPR within 12 hours, and consistently met discharge targets');
    expect(toFirstPersonClause('Cut food waste by 12%; trained 3 commis chefs', 'past')?.text).toBe(
      'cut food waste by 12%, and trained 3 commis chefs',
    );
    // A figure after the semicolon is no deed: it goes in brackets, as before.
    expect(toFirstPersonClause('Precept new starters; 6 preceptees since 2023', 'present')?.text).toBe(
      'precept new starters (6 preceptees since 2023)',
    );
  });

  it('tells a list of things after the semicolon as what the deed included, never as a sentence without a verb', () => {
    expect(
      toFirstPersonClause('Opened and closed the store; cash office reconciliation and bank deposits', 'past')?.text,
    ).toBe('opened and closed the store, including cash office reconciliation and bank deposits');
    // A result with its own subject, or a deed, is no list of things.
    expect(
      toFirstPersonClause('Helped re-slot the fast aisle; the new layout cut walking per pick by 15%', 'past')?.text,
    ).not.toContain('including');
    expect(toFirstPersonClause('Update claim records; flag data errors to supervisor', 'present')?.text).not.toContain(
      'including',
    );
  });

  it('tells what an assessor did to the person as done to them, never by them', () => {
    expect(
      toFirstPersonClause(
        'Signed off at all progress reviews (13, 26, 39 weeks) and final declaration by designated supervisor',
        'past',
      )?.text,
    ).toBe('was signed off at all progress reviews (13, 26, 39 weeks) and final declaration by designated supervisor');
    expect(toFirstPersonClause('Assessed as competent by the ward manager in 2023', 'past')?.text).toBe(
      'was assessed as competent by the ward manager in 2023',
    );
    expect(toFirstPersonClause('Trained 12 staff by the end of the year', 'past')?.text).toBe(
      'trained 12 staff by the end of the year',
    );
  });

  it('tells the deed after a dash that follows a list of work named by its nouns', () => {
    expect(
      toFirstPersonClause(
        'Motor control circuits, VFD replacement and troubleshooting at mine sites — traced an intermittent conveyor trip to a loose neutral',
        'present',
      )?.text,
    ).toBe('traced an intermittent conveyor trip to a loose neutral');
    // After a deed of its own, the line is told as it was: "supported 7" alone would not say whom.
    expect(
      toFirstPersonClause('Mentor new HCAs and students – supported 7 through their Care Certificate', 'present')?.text,
    ).not.toMatch(/^supported/u);
  });

  it('keeps "garnish sections" a noun after a past verb, never "garnished sections"', () => {
    expect(toFirstPersonClause('Worked fish and garnish sections', 'past')?.text).toBe(
      'worked fish and garnish sections',
    );
  });

  it('keeps "study leave" a noun in a past list, never "studied leave"', () => {
    expect(
      toFirstPersonClause('Ran the graduate intake: onboarding, study leave and exam tracking', 'past')?.text,
    ).toBe('ran the graduate intake: onboarding, study leave and exam tracking');
  });
});

describe('toFirstPersonClause: what a person holds or owns', () => {
  it('is no duty: "Full clean licence, own tools" is never told as work', () => {
    expect(toFirstPersonClause('Full clean licence, own tools', 'past')).toBeUndefined();
  });
});

describe('toFirstPersonClause: a list of deeds whose first verb is rare', () => {
  it('is never told as a noun of work when a verb follows its "and"', () => {
    expect(toFirstPersonClause('Stalk medical records and arrange medical examinations', 'present')?.kind).not.toBe(
      'noun',
    );
    expect(toFirstPersonClause('Chase medical records and arrange medical examinations', 'past')?.text).toBe(
      'chased medical records and arranged medical examinations',
    );
  });
});

describe('toFirstPersonClause: a sales result named by its figure', () => {
  it('says quota attainment as achieved and a place in a ranking as ranked, without the workings in brackets', () => {
    expect(
      toFirstPersonClause('131% average attainment of meetings quota over 4 quarters (quota 30/qtr; avg 39.3)', 'past')
        ?.text,
    ).toBe('achieved 131% average attainment of meetings quota over 4 quarters');
    expect(toFirstPersonClause('#2 of 11 SDRs in 2025', 'present')?.text).toBe('have ranked #2 of 11 SDRs in 2025');
  });
});

describe('toFirstPersonClause: a trade post and a line of gerunds', () => {
  it('says "Leading hand on ..." as acting as leading hand, and turns every item of a gerund list', () => {
    expect(toFirstPersonClause('Leading hand on small jobs (crew of 3) when the LH is away', 'present')?.text).toBe(
      'act as leading hand on small jobs (crew of 3) when the LH is away',
    );
    expect(toFirstPersonClause('Carrying gear, sorting stock, learning the trade', 'past')?.text).toBe(
      'carried gear, sorted stock and learned the trade',
    );
    // "using ..." after a comma says how, and stays.
    expect(toFirstPersonClause('Working on the booking app, using React, Redux, and Firebase', 'past')?.text).toBe(
      'worked on the booking app, using React, Redux, and Firebase',
    );
  });
});

describe('toFirstPersonClause: training the person received', () => {
  it('says "Trained in ..." as trained, never as training given, and "Trained 5 baristas" as given', () => {
    expect(toFirstPersonClause('Trained in handling reactive dogs and basic cat restraint', 'present')?.text).toBe(
      'have been trained in handling reactive dogs and basic cat restraint',
    );
    expect(toFirstPersonClause('Trained 5 new baristas', 'past')?.text).toBe('trained 5 new baristas');
  });
});

describe("toFirstPersonClause: a hotel receptionist's lines", () => {
  it('turns a second gerund after "and", drops an aside that ends on "!", and says a month in full', () => {
    expect(
      toFirstPersonClause(
        'Handling complaints (mostly noise and parking!) and recommending tours to the islands',
        'present',
      )?.text,
    ).toBe('handle complaints and recommend tours to the islands');
    expect(toFirstPersonClause('Developing intuitive and engaging user interfaces', 'present')?.text).toBe(
      'develop intuitive and engaging user interfaces',
    );
    expect(toFirstPersonClause('Employee of the Month, Aug 2023', 'past')?.text).toBe(
      'was named Employee of the Month in August 2023',
    );
  });
});

describe('toFirstPersonClause: warehouse equipment and routines', () => {
  it('tells "Reach truck & counterbalance" and "Stock rotation" as work, never "I reached truck"', () => {
    expect(toFirstPersonClause('Reach truck & counterbalance, put-away and replen', 'past')?.kind).toBe('noun');
    expect(toFirstPersonClause('Stock rotation and cycle counts', 'past')?.kind).toBe('noun');
    expect(toFirstPersonClause('Reach out to 40 prospects a day', 'past')?.text).toBe(
      'reached out to 40 prospects a day',
    );
  });
});

describe("toFirstPersonClause: a trade's shorthand that names what it works on first", () => {
  it('says "Kwikstage and Cuplock erect & dismantle on ..." with its verbs first, never a stage of work so', () => {
    expect(
      toFirstPersonClause('Kwikstage and Cuplock erect & dismantle on 2-3 storey townhouse sites', 'present')?.text,
    ).toBe('erect and dismantle Kwikstage and Cuplock on 2-3 storey townhouse sites');
    expect(toFirstPersonClause('Kwikstage and Cuplock erect & dismantle on townhouse sites', 'past')?.text).toBe(
      'erected and dismantled Kwikstage and Cuplock on townhouse sites',
    );
    expect(toFirstPersonClause('First fix on new-build sites', 'present')?.text ?? '').not.toMatch(/^fix/);
  });
});

describe('toFirstPersonClause: a clause with its own subject after a semicolon', () => {
  it('keeps its verbs in their own tense, never "and been adopted"', () => {
    expect(
      toFirstPersonClause(
        'Built a rota tool; the new tool cut planning time by half and was adopted by 3 stores',
        'present',
      )?.text,
    ).toBe('have built a rota tool; the new tool cut planning time by half and was adopted by 3 stores');
  });
});

describe('toFirstPersonClause: a post the person was given', () => {
  it('says "Appointed first aider for the site" as appointed, never "I appointed first aider"', () => {
    expect(toFirstPersonClause('Appointed first aider for the site office', 'past')).toEqual({
      kind: 'verb',
      text: 'was appointed first aider for the site office',
    });
  });
});

describe('toFirstPersonClause: posts held and stations named by their nouns', () => {
  it('tells a post held for someone as acted in', () => {
    expect(toFirstPersonClause('Primary caregiver for 4 infants and toddlers', 'present')).toEqual({
      kind: 'verb',
      text: 'act as primary caregiver for 4 infants and toddlers',
    });
    expect(toFirstPersonClause('Preceptor to 9 new grads', 'past')).toEqual({
      kind: 'verb',
      text: 'acted as preceptor to 9 new grads',
    });
    // With its kind before it, the post was told as work named by its nouns: "My work includes clinical preceptor to
    // 6 student paramedics".
    expect(toFirstPersonClause('Clinical preceptor to 6 student paramedics', 'present')).toEqual({
      kind: 'verb',
      text: 'act as clinical preceptor to 6 student paramedics',
    });
    expect(toFirstPersonClause('Volunteer coordinator for 30 volunteers', 'past')).toEqual({
      kind: 'verb',
      text: 'was the volunteer coordinator for 30 volunteers',
    });
  });

  it('never reads "volunteer" before the people it describes as a deed done to them', () => {
    // Read as a verb, this was "I volunteered first responders trained in CFR".
    expect(toFirstPersonClause('Volunteer first responders trained in CFR across 4 community groups', 'past')).toBe(
      undefined,
    );
    expect(toFirstPersonClause('Volunteer at the local food bank every Saturday', 'past')?.text).toBe(
      'volunteered at the local food bank every Saturday',
    );
    expect(toFirstPersonClause('Volunteered 200 hours with St John Ambulance', 'past')?.text).toBe(
      'volunteered 200 hours with St John Ambulance',
    );
  });

  it('reads "&" between words as "and", so that a gerund before it names work', () => {
    expect(toFirstPersonClause('Planning & assessment using Storypark', 'present')).toEqual({
      kind: 'noun',
      text: 'planning and assessment using Storypark',
    });
  });

  it('tells a kitchen’s section by its noun, never as a verb', () => {
    expect(toFirstPersonClause('Grill section 180+ covers Fri/Sat', 'present')?.kind).toBe('noun');
  });
});

describe('toFirstPersonClause: a tradesperson’s standing and lead posts', () => {
  it('says "Fully insured, ROC licensed" as what the person is, and a lead post as acted in', () => {
    expect(toFirstPersonClause('Fully insured, ROC licensed for residential work', 'present')).toEqual({
      kind: 'verb',
      text: 'am fully insured and ROC licensed for residential work',
    });
    expect(toFirstPersonClause('Lead installer from 2016, crew of 2', 'past')?.text).toBe(
      'acted as lead installer from 2016, crew of 2',
    );
  });
});

describe('toFirstPersonClause: "&" inside a line', () => {
  it('keeps a name joined by "&" as written, never a second deed ("click and collected")', () => {
    expect(toFirstPersonClause('Ran feedback sessions on the new click & collect process', 'past')?.text).toBe(
      'ran feedback sessions on the new click & collect process',
    );
  });
});

describe('toFirstPersonClause: care and transport lines named by their nouns, and posts covered', () => {
  it('keeps noun duties as nouns ("Safeguarding referrals", "Care needs"), never verbs', () => {
    expect(toFirstPersonClause('Safeguarding referrals to the local authority', 'present')?.kind).toBe('noun');
    expect(toFirstPersonClause('Care needs, toileting, sensory breaks, supervision at yard', 'past')?.kind).toBe(
      'noun',
    );
    expect(toFirstPersonClause('Order entry, printing manifests, tacho downloads', 'past')?.text ?? '').not.toMatch(
      /^ordered entry/,
    );
  });

  it('tells a post covered as covered, and what the person lacks not at all', () => {
    expect(toFirstPersonClause('Acting Deputy cover approx 6 weeks a year', 'present')?.text).toBe(
      'provide Deputy cover approx 6 weeks a year',
    );
    expect(toFirstPersonClause('Acting Shift Lead on nights', 'past')?.text).toBe('acted as Shift Lead on nights');
    expect(toFirstPersonClause('I am not Gas Safe registered', 'present')).toBeUndefined();
  });
});

describe('toFirstPersonClause: the person’s health', () => {
  it('never tells an injury or an illness', () => {
    expect(
      toFirstPersonClause('Left driving after a back injury in 2019 and moved into the office side', 'past'),
    ).toBeUndefined();
  });
});

describe('toFirstPersonClause: work about others’ health', () => {
  it('tells sickness absence brought down as the result it is', () => {
    expect(toFirstPersonClause('Brought sickness absence down from 6.8% to 4.1% across 3 sites', 'past')?.text).toBe(
      'brought sickness absence down from 6.8% to 4.1% across 3 sites',
    );
  });
});

describe('toFirstPersonClause: nouns made of a verb and a noun', () => {
  it('names office duties that open with a verb-like noun as nouns, and still tells the verbs', () => {
    expect(
      toFirstPersonClause(
        'Purchase orders, invoices, petty cash and monthly budget reports to the governors',
        'present',
      )?.kind,
    ).toBe('noun');
    expect(toFirstPersonClause('Budget reports for the board', 'present')?.kind).toBe('noun');
    expect(toFirstPersonClause('Purchase stock for 3 stores', 'present')).toEqual({
      kind: 'verb',
      text: 'purchase stock for 3 stores',
    });
  });

  it('never tells a post with a note in brackets as work done', () => {
    expect(toFirstPersonClause('Interview panel member (~30 interviews)', 'present')).toBeUndefined();
  });
});

describe('toFirstPersonClause: a list of things that opens with a gerund', () => {
  it('never makes the first thing a deed done to the rest', () => {
    for (const line of ['Dispensing, OTC, MURs', 'Cleaning, laundry, meal prep', 'Feeding, nappies, sleep logs'])
      expect(toFirstPersonClause(line, 'past')?.text ?? '').not.toMatch(/^(?:dispensed|cleaned|fed) \p{L}/u);
    // A list of deeds is still told as deeds.
    expect(toFirstPersonClause('Cleaning, cooking, serving customers', 'past')?.text).toMatch(/^cleaned, cooked/);
  });
});

describe('toFirstPersonClause: a mention of the person', () => {
  it('says the person was named, never that the person named', () => {
    expect(toFirstPersonClause('Named in 60+ online guest reviews', 'present')?.text).toBe(
      'have been named in 60+ online guest reviews',
    );
    expect(toFirstPersonClause('Named in 60+ online guest reviews', 'past')?.text).toBe(
      'was named in 60+ online guest reviews',
    );
  });
});

describe('toFirstPersonClause: a trade’s duties with a count or a label', () => {
  it('tells a count before the work, a label before a colon as its kind, and a rough-in as work', () => {
    expect(toFirstPersonClause('Approx. 30 panel upgrades (100A to 200A) and service changes', 'present')).toEqual({
      kind: 'noun',
      text: 'approx. 30 panel upgrades (100A to 200A) and service changes',
    });
    expect(toFirstPersonClause('Light commercial: tenant improvements in 3 strip mall units', 'present')).toEqual({
      kind: 'noun',
      text: 'light commercial tenant improvements in 3 strip mall units',
    });
    expect(toFirstPersonClause('Rough-in and finish on 45+ new homes', 'present')?.kind).toBe('noun');
  });

  it('never reads a plural label as the kind of what it lists', () => {
    expect(
      toFirstPersonClause('Rotations: respiratory/ICU, trauma and orthopaedics, stroke rehab', 'past')?.text ?? '',
    ).not.toMatch(/^rotations respiratory/);
  });
});

describe('toFirstPersonClause: a measure that moved, written with an arrow', () => {
  it('says the move, and keeps a name that opens with a word a verb can be', () => {
    expect(
      toFirstPersonClause('Tracking API p95 latency 820 ms -> 190 ms after introducing a Redis cache', 'present'),
    ).toEqual({
      kind: 'result',
      text: 'tracking API p95 latency went from 820 ms to 190 ms after introducing a Redis cache',
    });
    expect(toFirstPersonClause('Test coverage for core pricing module 38% -> 81%', 'past')).toEqual({
      kind: 'result',
      text: 'test coverage for core pricing module went from 38% to 81%',
    });
  });
});

describe('toFirstPersonClause: words that describe the thing a list ends with', () => {
  it('never makes the first of them a deed ("I chilled frozen and ambient deliveries")', () => {
    expect(
      toFirstPersonClause('Chilled, frozen and ambient deliveries to pubs and schools', 'past')?.text ?? '',
    ).not.toMatch(/^chilled frozen/);
  });
});

describe('toFirstPersonClause: a kitchen’s shorthand', () => {
  it('reads a post named by what it does and a station as no deeds, and people as a deed’s object', () => {
    expect(toFirstPersonClause('Closing cook 3-4 nights a week', 'past')?.text ?? '').not.toMatch(/^closed cook/);
    expect(toFirstPersonClause('Grill and fry station', 'past')?.text ?? '').not.toMatch(/^grilled and fried/);
    expect(toFirstPersonClause('Training staff on new tills', 'past')?.text).toBe('trained staff on new tills');
  });
});

describe('toFirstPersonClause: a thing and what became of it', () => {
  it('says the project was completed, never that the person projected', () => {
    expect(toFirstPersonClause('Project completed 3 weeks ahead of revised schedule', 'past')).toEqual({
      kind: 'result',
      text: 'the project was completed 3 weeks ahead of revised schedule',
    });
  });
});

describe('toFirstPersonClause: the place the work was in', () => {
  it('tells no duty or deed of a line that describes the workplace', () => {
    expect(toFirstPersonClause('Nursing home for 46 residents, many living with dementia', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Care home with 60 beds', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Site inspections for 3 projects', 'past')?.kind).toBe('noun');
  });
});

describe('toFirstPersonClause: work named by its plural', () => {
  it('tells patrols, admissions and discharges as work the role included', () => {
    expect(toFirstPersonClause('Static and mobile patrols at Foxmoor Retail Park (24/7 site)', 'present')?.kind).toBe(
      'noun',
    );
    expect(toFirstPersonClause('Admissions and discharges for a 28-bed ward', 'past')?.kind).toBe('noun');
  });
});

describe('toFirstPersonClause: verbs a dictionary of regular verbs misses', () => {
  it('reads the irregular and the less common verbs resume lines open with', () => {
    expect(toFirstPersonClause('Caught a forged invoice before the payment run', 'past')?.text).toBe(
      'caught a forged invoice before the payment run',
    );
    expect(toFirstPersonClause('Hit 118% of the quarterly sales target', 'past')?.text).toBe(
      'hit 118% of the quarterly sales target',
    );
    expect(toFirstPersonClause('Upsold breakfast packages to walk-in guests', 'past')?.text).toBe(
      'upsold breakfast packages to walk-in guests',
    );
    expect(toFirstPersonClause('Moved the payroll from spreadsheets to Sage', 'past')?.text).toBe(
      'moved the payroll from spreadsheets to Sage',
    );
  });

  it('does the deed of a gerund and its particle made a noun by "of" to what follows', () => {
    // Before, "I set out of kerb lines and drainage runs".
    expect(toFirstPersonClause('Setting out of kerb lines and drainage runs with a total station', 'past')?.text).toBe(
      'set out kerb lines and drainage runs with a total station',
    );
    expect(toFirstPersonClause('Setting up of the new stock room', 'past')?.text).toBe('set up the new stock room');
  });
});

describe('toFirstPersonClause: what the person was given or stood in as', () => {
  it('says a duty given to the person as given, and standing in for a post as acting as it', () => {
    expect(toFirstPersonClause('Trusted with key-holder duties since 2024', 'present')?.text).toBe(
      'have been trusted with key-holder duties since 2024',
    );
    expect(toFirstPersonClause('Tasked with the annual stock audit', 'past')?.text).toBe(
      'was tasked with the annual stock audit',
    );
    // Before, "I act team leader when ...".
    expect(toFirstPersonClause('Acting team leader when my manager is on leave', 'present')?.text).toBe(
      'act as team leader when my manager is on leave',
    );
  });
});

describe('toFirstPersonClause: two nouns of deeds joined by "and"', () => {
  it('tells the second as a deed too', () => {
    // Before, "have revised 12 SOPs and qualification of a new dissolution tester".
    expect(
      toFirstPersonClause('Revision of 12 SOPs and qualification of a new dissolution tester', 'present')?.text,
    ).toBe('have revised 12 SOPs and qualified a new dissolution tester');
  });
});

describe('toFirstPersonClause: a second verb in the line', () => {
  it('tells a base-form verb after a noun of a deed in the line’s tense', () => {
    // Before, "I prepared build packages and actively participate in integration ...".
    expect(
      toFirstPersonClause(
        'Preparation of build packages and actively participate in integration and deployment phase of the applications.',
        'past',
      )?.text,
    ).toBe('prepared build packages and actively participated in integration and deployment phase of the applications');
    expect(toFirstPersonClause('Development of policies and procedures for the ward', 'past')?.text).toBe(
      'developed policies and procedures for the ward',
    );
  });

  it('tells the opening verb said again as a second deed, whatever noun follows it', () => {
    // Before, "I designed the story board using HTML and CSS and design database for applications ...".
    expect(
      toFirstPersonClause('Design the story board using HTML and CSS and design database for applications.', 'past')
        ?.text,
    ).toBe('designed the story board using HTML and CSS and designed database for applications');
    expect(toFirstPersonClause('Plan the weekly rota and plan cover for absences', 'past')?.text).toBe(
      'planned the weekly rota and planned cover for absences',
    );
  });
});

describe('toFirstPersonClause: a line of chores', () => {
  it('names the work, the first deed as work too, and never runs nouns on from a verb', () => {
    // Before, "I set up and tidying, snack time, nappy changing, toileting".
    expect(toFirstPersonClause('Setting up and tidying, snack time, nappy changing, toileting', 'past')).toEqual({
      kind: 'noun',
      text: 'setting up and tidying, snack time, nappy changing and toileting',
    });
    expect(toFirstPersonClause('Served tables, food prep, cleaning, cash handling', 'past')).toEqual({
      kind: 'noun',
      text: 'serving tables, food prep, cleaning and cash handling',
    });
    // Deeds stay deeds; a noun made of a verb stays a noun.
    expect(toFirstPersonClause('Cleaning, cooking, serving customers', 'past')?.kind).toBe('verb');
    expect(toFirstPersonClause('Stock control, date checking and returns', 'past')?.text).toBe(
      'stock control, date checking and returns',
    );
  });
});

describe('toFirstPersonClause: certified, and a measure after a semicolon', () => {
  it('says a certification the person gained as gained', () => {
    // "certify" was no verb the reader knew: "I have certified on sit-down forklift".
    expect(toFirstPersonClause('Certified on sit-down forklift and reach truck', 'present')?.text).toBe(
      'have been certified on sit-down forklift and reach truck',
    );
  });

  it('puts a measure that opens on its figure in brackets, though it runs to ten words', () => {
    expect(
      toFirstPersonClause(
        'Support the annual stock count; zero discrepancies on the last two internal controlled-drug audits',
        'present',
      )?.text,
    ).toBe('support the annual stock count (zero discrepancies on the last two internal controlled-drug audits)');
  });
});

describe('toFirstPersonClause: two deeds set side by side by a comma', () => {
  it('joins them with "and", a deed of the past after one of the present as done so far', () => {
    expect(
      toFirstPersonClause('Unload inbound trailers, verify ASNs against POs with an RF scanner', 'present')?.text,
    ).toBe('unload inbound trailers and verify ASNs against POs with an RF scanner');
    expect(
      toFirstPersonClause('Support 2 children with SEND alongside our SENCo, helped write their plans', 'present')
        ?.text,
    ).toBe('support 2 children with SEND alongside our SENCo and have helped write their plans');
  });

  it('keeps one pair of brackets for a note and a measure after it', () => {
    expect(
      toFirstPersonClause('Coordinated the PMCS schedule for 6 forklifts (4K/10K RTFL) – 98% readiness rate', 'past')
        ?.text,
    ).toBe('coordinated the PMCS schedule for 6 forklifts (4K/10K RTFL; 98% readiness rate)');
  });
});

describe('toFirstPersonClause: a spell as acting manager, a measure, a thing named by two nouns', () => {
  it('tells a spell that has ended as done, and reads no instruction in a measure or a compound noun', () => {
    expect(
      toFirstPersonClause('Acting District Manager for 6 weeks (summer 2025) covering 7 stores', 'present')?.text,
    ).toBe('have acted as District Manager for 6 weeks (summer 2025) covering 7 stores');
    // Before, "I inventory accuracy 98.7% ..." and "I run sheets, floor plans ...".
    expect(toFirstPersonClause('Inventory accuracy 98.7% (company avg 96.9%)', 'present')?.text ?? '').not.toMatch(
      /^inventory/,
    );
    expect(toFirstPersonClause('Run sheets, floor plans and supplier briefs for 40 events', 'present')?.kind).not.toBe(
      'verb',
    );
    expect(toFirstPersonClause('Carry out 40 plain-film examinations a shift', 'present')?.text).toBe(
      'carry out 40 plain-film examinations a shift',
    );
  });
});

describe('toFirstPersonClause: a lead post held for an event', () => {
  it('says a lead investigator of an event in a year gone by in the past', () => {
    expect(
      toFirstPersonClause(
        'Lead investigator on a notifiable event (fall from a ladder, 2022); actions closed within 6 weeks',
        'present',
      )?.text,
    ).toBe(
      'acted as lead investigator on a notifiable event (fall from a ladder, 2022); actions closed within 6 weeks',
    );
  });
});

describe('toFirstPersonClause: a thing the trade names by its work', () => {
  it('never makes "Packaging range for a brand" the deed "package range"', () => {
    expect(
      toFirstPersonClause('Packaging range for an organic baby-food brand – 9 SKUs', 'present')?.text ?? '',
    ).not.toMatch(/^package range/);
    expect(toFirstPersonClause('Training staff on the new till', 'past')?.text).toBe('trained staff on the new till');
  });
});

describe('toFirstPersonClause: a front desk’s work named by its nouns', () => {
  it('reads "Check-in / check-out of guests ... using Opera PMS" as work done, the slash as "and"', () => {
    expect(
      toFirstPersonClause('Check-in / check-out of guests in a 210-room resort using Opera PMS (Fidelio)', 'past'),
    ).toEqual({
      kind: 'noun',
      text: 'check-in and check-out of guests in a 210-room resort using Opera PMS (Fidelio)',
    });
  });
});

describe('toFirstPersonClause: an arrow between words', () => {
  it('says "→" between words as what the work led to, and still reads figures that moved', () => {
    expect(toFirstPersonClause('Ran 27 A/B tests → winning variants, which lifted CVR 11%', 'past')?.text).toBe(
      'ran 27 A/B tests, leading to winning variants, which lifted CVR 11%',
    );
    expect(toFirstPersonClause('Test coverage 38% -> 81%', 'past')?.text).toBe('test coverage went from 38% to 81%');
  });
});

describe('toFirstPersonClause: "controlled" as a kind of drug', () => {
  it('never reads "Controlled substance log audits" as "I controlled substance log audits"', () => {
    expect(
      toFirstPersonClause('Controlled substance log audits (weekly; zero discrepancies)', 'present')?.text ?? '',
    ).not.toMatch(/controlled substance/u);
  });
});

describe('toFirstPersonClause: the article a bullet leaves out', () => {
  it('gives "a" to a whole counted with "of" and to a thing sized by a sum or an "N-person" count', () => {
    expect(toFirstPersonClause('Lead finance team of 9 (2 accountants, 3 clerks)', 'present')?.text).toBe(
      'lead a finance team of 9 (2 accountants, 3 clerks)',
    );
    expect(toFirstPersonClause('Managed portfolio of 14 audit clients with fees of R9m', 'past')?.text).toBe(
      'managed a portfolio of 14 audit clients with fees of R9m',
    );
    // Read "an" as it is spoken: "an R650m", "an 8-person", "an A$4.5M".
    expect(toFirstPersonClause('Refinanced R650m asset finance facility', 'past')?.text).toBe(
      'refinanced an R650m asset finance facility',
    );
    expect(toFirstPersonClause('Managed 8-person team across two sites', 'past')?.text).toBe(
      'managed an 8-person team across two sites',
    );
    expect(toFirstPersonClause('Secured £2m contract with an NHS trust', 'past')?.text).toBe(
      'secured a £2m contract with an NHS trust',
    );
    expect(toFirstPersonClause('Ran 40-cover restaurant with 6 chefs', 'past')?.text).toBe(
      'ran a 40-cover restaurant with 6 chefs',
    );
  });

  it('adds none before a plural, a mass, a sum that sizes nothing, work named by its noun or a verb of being given', () => {
    expect(toFirstPersonClause('Worked 12-hour shifts in A&E', 'past')?.text).toBe('worked 12-hour shifts in A&E');
    expect(toFirstPersonClause('Delivered $2M revenue growth', 'past')?.text).toBe('delivered $2M revenue growth');
    expect(toFirstPersonClause('Generated $2M in revenue', 'past')?.text).toBe('generated $2M in revenue');
    expect(toFirstPersonClause('Saved £40k annually', 'past')?.text).toBe('saved £40k annually');
    expect(toFirstPersonClause('Led development of 3 apps', 'past')?.text).toBe('led development of 3 apps');
    expect(toFirstPersonClause('Led a team of 5', 'past')?.text).toBe('led a team of 5');
    expect(toFirstPersonClause('Awarded R20,000 bursary', 'past')?.text).toBe('was awarded R20,000 bursary');
    // Before, "I distinguished as the top Assistant Manager".
    expect(toFirstPersonClause('Distinguished as the top Assistant Manager in the Midwest Group', 'past')?.text).toBe(
      'was distinguished as the top Assistant Manager in the Midwest Group',
    );
    expect(toFirstPersonClause('Distinguished between urgent and routine calls', 'past')?.text).toBe(
      'distinguished between urgent and routine calls',
    );
  });

  it('reads a sum after "identified" as what the person found, never as a name they were given', () => {
    // Read as a verb of being given, this was "I have also been identified R38m ...".
    expect(toFirstPersonClause('Identified R38m of under-recovered fuel escalations', 'present')?.text).toBe(
      'have identified R38m of under-recovered fuel escalations',
    );
    expect(toFirstPersonClause('Identified as top performer in the region', 'past')?.text).toBe(
      'was identified as top performer in the region',
    );
  });
});

describe('toFirstPersonClause: a measure that moved', () => {
  it('tells a measure cut "from ... to ..." as cut, and one that rose as rising', () => {
    // Read as nothing, this line of a month-end close halved was left out of the letter.
    expect(toFirstPersonClause('Month-end close reduced from 12 to 6 working days; board pack', 'present')).toEqual({
      kind: 'result',
      text: 'month-end close was reduced from 12 to 6 working days',
    });
    expect(toFirstPersonClause('Complaints reduced from 40 to 12 a month', 'past')?.text).toBe(
      'complaints were reduced from 40 to 12 a month',
    );
    expect(toFirstPersonClause('Close rate improved from 20% to 30%', 'past')?.text).toBe(
      'close rate improved from 20% to 30%',
    );
    expect(toFirstPersonClause('Reduced costs from £2m to £1.5m', 'past')?.text).toBe(
      'reduced costs from £2m to £1.5m',
    );
  });

  it('joins a measure after a semicolon to the deed before it, as what the deed did', () => {
    expect(
      toFirstPersonClause(
        'Moved 90 nightly jobs from cron to Airflow; failed-run rate dropped from ~6% to under 1%',
        'past',
      )?.text,
    ).toBe('moved 90 nightly jobs from cron to Airflow, and the failed-run rate dropped from ~6% to under 1%');
    // A measure that opens on a capital may be a product's name: it keeps its capital and its semicolon.
    expect(toFirstPersonClause('Rebuilt the booking page; Lighthouse score went from 50 to 90', 'past')?.text).toBe(
      'rebuilt the booking page; Lighthouse score went from 50 to 90',
    );
  });

  it('puts a measure set after a comma, with no verb of its own, in brackets as a dash’s note', () => {
    // Pasted as it was, "I set up GitOps ..., deployment time from 45 minutes to ..." read as a broken second sentence.
    expect(
      toFirstPersonClause('Set up GitOps with Argo CD + Helm, deployment time from 45 min to under 10 min', 'past')
        ?.text,
    ).toBe('set up GitOps with Argo CD + Helm (deployment time from 45 min to under 10 min)');
    expect(toFirstPersonClause('Rebuilt the rota for 14 staff, overtime down 30% in 2024', 'present')?.text).toBe(
      'rebuilt the rota for 14 staff (overtime down 30% in 2024)',
    );
    // A list's last item between two years, and a measure said by a deed of its own, stay as written.
    expect(toFirstPersonClause('Managed rotas, budgets from 2019 to 2021', 'past')?.text).toBe(
      'managed rotas, budgets from 2019 to 2021',
    );
    expect(toFirstPersonClause('Ran the stockroom, cutting shrink from 3% to 1%', 'past')?.text).toBe(
      'ran the stockroom, cutting shrink from 3% to 1%',
    );
  });

  it('parts a sentence run on after a comma with a semicolon, and names the check-in by its noun', () => {
    // Before, "I handle guest complaints and requests, guests are mostly Korean and Japanese" and "I check in and check
    // out of guests".
    expect(
      toFirstPersonClause('Handling guest complaints and requests, guests are mostly Korean and Japanese', 'present')
        ?.text,
    ).toBe('handle guest complaints and requests; guests are mostly Korean and Japanese');
    expect(toFirstPersonClause('Managed the front desk, which is open 24/7', 'past')?.text).toBe(
      'managed the front desk, which is open 24/7',
    );
    expect(toFirstPersonClause('Check in / check out of guests in a 120 room hotel', 'present')).toEqual({
      kind: 'noun',
      text: 'check-in and check-out of guests in a 120 room hotel',
    });
  });

  it('keeps a spaced dash between two figures as a range, never a note', () => {
    // Before, "with teams of 2 (3 first and second year trainees)".
    expect(
      toFirstPersonClause('Running audit fieldwork, with teams of 2 – 3 first and second year trainees', 'present')
        ?.text,
    ).toBe('run audit fieldwork, with teams of 2 – 3 first and second year trainees');
  });

  it('tells a stage of work a label names with the list of its deeds and things in brackets', () => {
    // Before, "I understood the entity, preliminary analytical review, calculating materiality, ..."; the whole line
    // was then left untold once the list was read as things.
    expect(
      toFirstPersonClause(
        'Planning: understanding the entity, preliminary analytical review, calculating materiality, risk assessment and preparing the audit plan',
        'present',
      ),
    ).toEqual({
      kind: 'noun',
      text: 'planning (understanding the entity, preliminary analytical review, calculating materiality, risk assessment and preparing the audit plan)',
    });
    // One deed and its objects stays a deed.
    expect(toFirstPersonClause('Assisting with extractions, crowns, fillings', 'past')?.text).toBe(
      'assisted with extractions, crowns and fillings',
    );
  });

  it('joins a measure after a dash the same way, as what the deed did', () => {
    // Pasted as it was, "... spike – rate fell from 4.2% to 2.1% ..." read as a broken second sentence.
    expect(
      toFirstPersonClause('Led a review of a wound infection cluster – rate fell from 4.2% to 2.1% in 5 months', 'past')
        ?.text,
    ).toBe('led a review of a wound infection cluster, and the rate fell from 4.2% to 2.1% in 5 months');
  });

  it('puts a note without a verb of its own after a dash or a semicolon in brackets', () => {
    // "missed" describes the runs, "handled" the calls: neither is a verb with a subject of its own.
    expect(
      toFirstPersonClause(
        'Led the Sage to Xero move for 4 depots – parallel runs for 3 pay periods, zero missed pays',
        'past',
      )?.text,
    ).toBe('led the Sage to Xero move for 4 depots (parallel runs for 3 pay periods, zero missed pays)');
    expect(
      toFirstPersonClause('Answer the switchboard and out-of-hours line; ~9,800 calls handled in 2024', 'present')
        ?.text,
    ).toBe('answer the switchboard and out-of-hours line (~9,800 calls handled in 2024)');
    // A measure "up 21%" may run to a dozen words.
    expect(
      toFirstPersonClause(
        'Work with reservations on upselling – suite upgrade revenue up 21% year on year in 2025',
        'present',
      )?.text,
    ).toBe('work with reservations on upselling (suite upgrade revenue up 21% year on year in 2025)');
    // A deed of its own after the dash is no note: it is the deed's second.
    expect(toFirstPersonClause('Rebuilt the rota – cut agency spend by 12% in 2024', 'past')?.text).toBe(
      'rebuilt the rota and cut agency spend by 12% in 2024',
    );
    // A measure that says its move may open on a word a verb shares.
    expect(toFirstPersonClause('Built a stock-out report – expedite freight cost down €90k a year', 'past')?.text).toBe(
      'built a stock-out report (expedite freight cost down €90k a year)',
    );
  });

  it('tells a measure named by a participle before its noun as risen or fallen, and an app named by its use as no deed', () => {
    expect(toFirstPersonClause('confirmed bookings up 24% in the first 2 months', 'past')).toEqual({
      kind: 'result',
      text: 'confirmed bookings rose by 24% in the first 2 months',
    });
    expect(toFirstPersonClause('Tracking tool for a dog-walking business', 'past')).toBeUndefined();
  });

  it('tells two nouns a verb can be, before a preposition or a comma, as the work they name', () => {
    expect(toFirstPersonClause('Cover design for 20 novels', 'past')).toEqual({
      kind: 'noun',
      text: 'cover design for 20 novels',
    });
    expect(toFirstPersonClause('Import costings with the freight forwarder', 'present')?.kind).toBe('noun');
    expect(toFirstPersonClause('Consult support, client calls and claim forms', 'present')?.kind).toBe('noun');
    // A deed stays one: its object follows the verb.
    expect(toFirstPersonClause('Import the weekly sales data', 'past')?.text).toBe('imported the weekly sales data');
  });

  it('puts an award named after a dash in brackets', () => {
    expect(
      toFirstPersonClause(
        'Kept a caller doing chest compressions until crews arrived; patient survived – Chief Constable Commendation, May 2024',
        'past',
      )?.text,
    ).toMatch(/survived \(Chief Constable Commendation, May 2024\)$/u);
  });

  it('puts the note that explains a duty named by its noun in brackets', () => {
    expect(
      toFirstPersonClause('ISO 27001 audit support – evidence for access reviews and change records', 'past')?.text,
    ).toBe('ISO 27001 audit support (evidence for access reviews and change records)');
  });
});

describe('toFirstPersonClause: a skill’s level that opens a line', () => {
  it('reads "Advanced Excel (...)" as no deed, and "Advanced the ..." as one', () => {
    // Read as a verb, this was "I advanced Excel (XLOOKUP, pivot tables, Power Query)".
    expect(toFirstPersonClause('Advanced Excel (XLOOKUP, pivot tables, Power Query)', 'present')).toBeUndefined();
    expect(toFirstPersonClause("Advanced the company's digital agenda", 'past')?.text).toBe(
      "advanced the company's digital agenda",
    );
  });
});

describe('toFirstPersonClause: a measure of the person’s work at its figure', () => {
  it('says a measure written without a verb as achieved, and a place in the team as had', () => {
    // Read as nothing (or as "my work includes net revenue retention of 114%"), the strongest line was left out.
    expect(
      toFirstPersonClause('Gross revenue retention of 91% and net revenue retention of 108% in FY2024', 'present')
        ?.text,
    ).toBe('achieved gross revenue retention of 91% and net revenue retention of 108% in FY2024');
    expect(toFirstPersonClause('Pass rate of 100% for my Year 11 group', 'present')?.text).toBe(
      'have achieved a pass rate of 100% for my Year 11 group',
    );
    expect(toFirstPersonClause('Top renewal rate in team for 4 consecutive quarters', 'past')?.text).toBe(
      'had the top renewal rate in my team for 4 consecutive quarters',
    );
    expect(toFirstPersonClause('Retention of staff', 'past')?.kind).toBe('noun');
  });
});

describe('toFirstPersonClause: an article after a gerund', () => {
  it('gives "a" to a counted whole after a verb in -ing', () => {
    expect(toFirstPersonClause('Handling team of 3 pharmacy assistants and 1 delivery boy', 'present')?.text).toBe(
      'handle a team of 3 pharmacy assistants and 1 delivery boy',
    );
  });
});

describe('toFirstPersonClause: a list of courses that opens with a gerund', () => {
  it('reads "Safeguarding and Prevent (2024)" as no deed', () => {
    // Read as a deed, this was "I safeguarded and Prevent (2024)".
    expect(toFirstPersonClause('Safeguarding and Prevent (2024)', 'past')).toBeUndefined();
  });
});

describe('toFirstPersonClause: a second deed in -ing before a plural thing', () => {
  it('takes the line’s tense, while a noun’s modifier keeps its form', () => {
    // Read as a noun, this was "I carry out daily walkaround checks and reporting defects".
    expect(toFirstPersonClause('Carrying out daily walkaround checks and reporting defects', 'present')?.text).toBe(
      'carry out daily walkaround checks and report defects',
    );
    expect(toFirstPersonClause('Handling complaints and cleaning schedules', 'present')?.text).toBe(
      'handle complaints and cleaning schedules',
    );
  });
});

describe('toFirstPersonClause: a thing sized by a sum after a preposition', () => {
  it('gives it its article, and none to a sum of money named by its currency', () => {
    expect(
      toFirstPersonClause('Negotiated final account on R46m school project, settled within 2% of estimate', 'past')
        ?.text,
    ).toBe('negotiated final account on an R46m school project and settled within 2% of estimate');
    expect(toFirstPersonClause('Capex budgeting and lease models for R420m replacement programme', 'past')?.text).toBe(
      'capex budgeting and lease models for an R420m replacement programme',
    );
    expect(toFirstPersonClause('Led to release of $1 million dollar held back at close-out', 'past')?.text).toBe(
      'led to release of $1 million dollar held back at close-out',
    );
  });
});

describe('toFirstPersonClause: "sign off" as a deed', () => {
  it('joins "...; sign off their work" to the deed before it', () => {
    // Unknown as a verb, the second deed was left after the semicolon without a subject.
    expect(toFirstPersonClause('Supervise 2 paralegals; sign off their post-completion work', 'past')?.text).toBe(
      'supervised 2 paralegals, and signed off their post-completion work',
    );
  });
});

describe('toFirstPersonClause: a list of plural things ending after "and"', () => {
  it('keeps "hosts" of "servers, runners and hosts" a noun', () => {
    // Read as a verb after "and", this was "servers, runners and hosted from 9 nationalities".
    expect(
      toFirstPersonClause('Supervise a team of 14 servers, runners and hosts from 9 nationalities', 'past')?.text,
    ).toBe('supervised a team of 14 servers, runners and hosts from 9 nationalities');
  });
});

describe('toFirstPersonClause: "Account lifecycle"', () => {
  it('reads a compound that opens on "Account" as work named by its nouns', () => {
    // Read as a verb, this was "I account lifecycle in AD / Entra ID".
    expect(
      toFirstPersonClause('Account lifecycle in AD / Entra ID: onboarding, offboarding, MFA resets', 'present')?.kind,
    ).toBe('noun');
  });
});

describe("toFirstPersonClause: a list's vague tail", () => {
  it('drops "and so on", "etc." and "and more", joining the last two items by "and"', () => {
    // Before, "... hours of operation, reservation options and so on" and "premix drinks, fruit, etc. for the bar".
    expect(
      toFirstPersonClause(
        'Developed a chatbot which handles simple questions about hours of operation, reservation options and so on',
        'past',
      )?.text,
    ).toBe('developed a chatbot which handles simple questions about hours of operation and reservation options');
    expect(toFirstPersonClause('Prepared things like premix drinks, fruit, etc. for the bar', 'past')?.text).toBe(
      'prepared things like premix drinks and fruit for the bar',
    );
    expect(
      toFirstPersonClause(
        'Ensured compliance with infection-control policies, patient safety protocols and more',
        'past',
      )?.text,
    ).toBe('ensured compliance with infection-control policies and patient safety protocols');
  });
});

describe('toFirstPersonClause: later verbs of a line', () => {
  it('puts a verb on "-ly" in the line\'s tense, never taking it for an adverb', () => {
    // Before, "comply" was read as an adverb like "simultaneously", and stayed in the present.
    expect(toFirstPersonClause('Supported LEAN initiatives and comply with all GMP requirements', 'past')?.text).toBe(
      'supported LEAN initiatives and complied with all GMP requirements',
    );
  });

  it('puts a second deed after ", and" in the line\'s tense, and keeps the last of a list of things', () => {
    expect(
      toFirstPersonClause('Performs pre-operation safety inspections, and requests servicing and repairs', 'present')
        ?.text,
    ).toBe('perform pre-operation safety inspections, and request servicing and repairs');
    // Before, "handled calls, emails, and requested from customers".
    expect(toFirstPersonClause('Handles calls, emails, and requests from customers', 'past')?.text).toBe(
      'handled calls, emails, and requests from customers',
    );
  });
});

describe('toFirstPersonClause: a promotion and the things of a gerund', () => {
  it('tells "Promoted from ..." as done to the person', () => {
    // Told as a deed, this was "I promoted from kitchen porter after 4 months".
    expect(toFirstPersonClause('Promoted from kitchen porter after 4 months', 'past')?.text).toBe(
      'was promoted from kitchen porter after 4 months',
    );
    // Told as a deed, this was "I hired immediately following successful completion of work terms".
    expect(toFirstPersonClause('Hired immediately following successful completion of work terms', 'past')?.text).toBe(
      'was hired immediately following successful completion of work terms',
    );
    expect(toFirstPersonClause('Promoted directly to shift supervisor', 'past')?.text).toBe(
      'was promoted directly to shift supervisor',
    );
  });

  it('keeps a word after "and" in a gerund’s phrase as it is written', () => {
    // Put in the line's tense, this was "by introducing Redis caching and queried optimization".
    expect(
      toFirstPersonClause(
        'Reduced p95 latency of the status API from 1.8 s to 350 ms by introducing Redis caching and query optimization',
        'past',
      )?.text,
    ).toBe(
      'reduced p95 latency of the status API from 1.8 s to 350 ms by introducing Redis caching and query optimization',
    );
  });
});

describe('toFirstPersonClause: a list in brackets', () => {
  it('keeps the things a bracket lists as written', () => {
    // Put in the line's tense, this was "(tiering, launched checklists)".
    expect(
      toFirstPersonClause('Built the launch process (tiering, launch checklists) from scratch', 'past')?.text,
    ).toBe('built the launch process (tiering, launch checklists) from scratch');
  });
});

describe('toFirstPersonClause: a part played in the job', () => {
  it('tells the deed after a part’s dash, and a super-user’s part with its time', () => {
    // Both were told as nothing: the strongest lines of a nurse's resume left out.
    expect(
      toFirstPersonClause(
        'Unit Practice Council member – led CAUTI reduction project; unit CAUTI rate went from 2.1 to 0.6 per 1,000 catheter days',
        'past',
      )?.text,
    ).toBe('led CAUTI reduction project, and the unit CAUTI rate went from 2.1 to 0.6 per 1,000 catheter days');
    expect(toFirstPersonClause('Epic super-user during 2023 Epic upgrade', 'present')?.text).toBe(
      'acted as Epic super-user during the 2023 Epic upgrade',
    );
  });
});

describe('toFirstPersonClause: covering for a post named in the line', () => {
  it('tells covering the Sous Chef on his days off, and still no line about someone it never names', () => {
    // Read as about someone unnamed for its "his", the line was left out of a Sous Chef's letter.
    expect(
      toFirstPersonClause('Cover the Sous Chef on his days off – running the pass, allocating prep', 'present'),
    ).toEqual({
      kind: 'verb',
      text: 'cover the Sous Chef on his days off – running the pass, allocating prep',
    });
    expect(toFirstPersonClause('Ran store of 28 during her maternity leave', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Grill section 180+ covers Fri/Sat', 'present')?.kind).toBe('noun');
  });
});

describe('toFirstPersonClause: a result the project had, chores in a list, and "project managed"', () => {
  it('tells no deed from a line whose subject is the project or the team', () => {
    expect(toFirstPersonClause('Project achieved 1.2 million man-hours without LTI', 'present')).toBeUndefined();
    expect(toFirstPersonClause('Team won the regional safety award in 2023', 'past')).toBeUndefined();
  });

  it('never makes the things in a list of chores the object of its gerunds', () => {
    expect(toFirstPersonClause('Loading & unloading, picking, stock rotation', 'past')?.text ?? '').not.toMatch(
      /unloaded picking/u,
    );
    expect(toFirstPersonClause('Cleaning, cooking, serving customers', 'present')?.text).toBe(
      'clean, cook and serve customers',
    );
  });

  it('says "project managed" as managed', () => {
    expect(toFirstPersonClause('Project managed the rollout of 3 sites', 'past')?.text).toBe(
      'managed the rollout of 3 sites',
    );
  });
});

describe('toFirstPersonClause: a vet nurse’s duties named by their nouns', () => {
  it('reads grades in Roman numerals as no "I", "Triage of" as the noun, and a list after a semicolon that opens on an acronym', () => {
    expect(
      toFirstPersonClause('Anaesthetic monitoring for approx. 15 GA procedures per week (ASA I–IV)', 'present'),
    ).toEqual({ kind: 'noun', text: 'anaesthetic monitoring for approx. 15 GA procedures per week (ASA I–IV)' });
    expect(
      toFirstPersonClause('Triage of walk-in emergencies on day shifts; IV catheter placement, fluid pumps', 'present')
        ?.kind,
    ).toBe('noun');
  });

  it('tells the nurse in charge as a part played', () => {
    expect(
      toFirstPersonClause(
        'Nurse in charge of the in-patient ward on alternate weekends (up to 12 in-patients)',
        'present',
      ),
    ).toEqual({
      kind: 'verb',
      text: 'act as nurse in charge of the in-patient ward on alternate weekends (up to 12 in-patients)',
    });
  });
});

describe('withoutLack', () => {
  it('keeps a line whole where it states no lack', () => {
    expect(withoutLack('Prepared client RA bills and final bills for 3 projects')).toBe(
      'Prepared client RA bills and final bills for 3 projects',
    );
  });

  it('tells a line without the clause that says what the person has not done', () => {
    expect(withoutLack('Travail en laboratoire L2, pas de production en salle blanche')).toBe(
      'Travail en laboratoire L2',
    );
    expect(withoutLack('I have working knowledge of FIDIC contracts; no exposure to NRM as of now.')).toBe(
      'I have working knowledge of FIDIC contracts',
    );
    expect(withoutLack('Traced a nuisance RCD trip by splitting the circuits. Basic level, still learning')).toBe(
      'Traced a nuisance RCD trip by splitting the circuits.',
    );
  });

  it('leaves nothing of a line that is only a lack', () => {
    expect(withoutLack('No exposure to NRM or JCT yet')).toBeUndefined();
  });
});

describe('toFirstPersonClause: a deed of the job held now dated to a time that is over', () => {
  it('is told in the past, never in the perfect with its date', () => {
    expect(toFirstPersonClause('Cross-sold 120 debit cards in 2022', 'present')?.text).toBe(
      'cross-sold 120 debit cards in 2022',
    );
    expect(toFirstPersonClause('Led the move to Epic in March 2023', 'present')?.text).toBe(
      'led the move to Epic in March 2023',
    );
  });

  it('keeps the perfect for a deed since a date, or without one', () => {
    expect(toFirstPersonClause('Reduced overtime by 22% since 2021', 'present')?.text).toBe(
      'have reduced overtime by 22% since 2021',
    );
    expect(toFirstPersonClause('Reduced overtime by 22%', 'present')?.text).toBe('have reduced overtime by 22%');
  });
});

describe('toFirstPersonClause: chosen or named by others', () => {
  it('says "picked as" and a name given in quotes as done to the person', () => {
    expect(toFirstPersonClause('Picked as backup lead during the 2024 peak season', 'past')?.text).toBe(
      'was picked as backup lead during the 2024 peak season',
    );
    expect(toFirstPersonClause("Named 'Best Teller' for Q3", 'past')?.text).toBe("was named 'Best Teller' for Q3");
    expect(toFirstPersonClause('Picked and packed 180 orders per shift', 'past')?.text).toBe(
      'picked and packed 180 orders per shift',
    );
  });
});

describe("toFirstPersonClause: a tradesperson's lines as written on site", () => {
  it('reads a word in capitals as an acronym, never as the verb it spells ("LED upgrades", not "led upgrades")', () => {
    expect(
      toFirstPersonClause(
        'LED upgrades in 3 primary schools over summer hols, steel conduit, tray and trunking',
        'past',
      ),
    ).toEqual({
      kind: 'noun',
      text: 'LED upgrades in 3 primary schools over summer hols, steel conduit, tray and trunking',
    });
  });

  it('tells the work after a label and a spaced dash, without the label or its "e.g."', () => {
    expect(
      toFirstPersonClause(
        "Fault finding - e.g. traced a nuisance RCD trip on a rewire we'd done to a borrowed neutral, found it with my supervisor by splitting the circuits and IR testing each one",
        'past',
      ),
    ).toEqual({
      kind: 'verb',
      text: 'traced a nuisance RCD trip on a rewire we had done to a borrowed neutral and found it with my supervisor by splitting the circuits and IR testing each one',
    });
    // A deed before the dash is no label: its words are the line's.
    expect(toFirstPersonClause('Reduced waste - saving £4k a year on disposal', 'past')?.text).toMatch(
      /^reduced waste/u,
    );
  });

  it('joins a second deed after a comma with "and", whatever the "and" and brackets elsewhere', () => {
    expect(toFirstPersonClause('Managed a team (5, later 7), cut overtime by 10%', 'past')?.text).toBe(
      'managed a team (5, later 7) and cut overtime by 10%',
    );
    expect(
      toFirstPersonClause(
        'Testing under supervision with Megger MFT1741 - filling in EICs / minor works on iCertifi',
        'present',
      ),
    ).toEqual({
      kind: 'verb',
      text: 'test under supervision with Megger MFT1741 and fill in EICs and minor works on iCertifi',
    });
  });

  it('names the employer\'s people as "the" ones and a spaced slash as "and"', () => {
    expect(
      toFirstPersonClause(
        'Domestic rewires (30+ houses), consumer unit swaps, EV charger installs working with our approved electrician',
        'present',
      ),
    ).toEqual({
      kind: 'noun',
      text: 'domestic rewires (30+ houses), consumer unit swaps and EV charger installs working with the approved electrician',
    });
    expect(toFirstPersonClause('Keep the van stock sheet and place orders with CEF / Edmundson', 'present')?.text).toBe(
      'keep the van stock sheet and place orders with CEF and Edmundson',
    );
  });

  it('tells a stage of the work with the things it covered, and a count of things done as the deed', () => {
    expect(
      toFirstPersonClause('Fit-off: doors, hardware, skirting and architraves, stairs (Hume, Corinthian)', 'present'),
    ).toEqual({
      kind: 'noun',
      text: 'fit-off (doors, hardware, skirting, architraves and stairs)',
    });
    expect(
      toFirstPersonClause('42 kitchens installed with my crew in 2023, average fit 3 days (company average 5)', 'past'),
    ).toEqual({
      kind: 'verb',
      text: 'installed 42 kitchens with my crew in 2023 (average fit 3 days, company average 5)',
    });
    expect(toFirstPersonClause('Set out and framing of townhouses to engineer specs', 'present')).toEqual({
      kind: 'noun',
      text: 'setting out and framing of townhouses to engineer specs',
    });
  });

  it('tells a deed alone when a note with no verb follows its semicolon, and keeps a note with a figure', () => {
    expect(
      toFirstPersonClause(
        'Reconcile payroll to the general ledger and bank; payroll variance reports to the Finance Manager',
        'present',
      )?.text,
    ).toBe('reconcile payroll to the general ledger and bank');
    expect(toFirstPersonClause('Ran the store; 12 staff', 'past')?.text).toBe('ran the store (12 staff)');
  });

  it('never reads a grade or a score as a deed ("grade 5 (Very Good)"), yet grades students\' work', () => {
    expect(toFirstPersonClause('grade 5 (Very Good) for wellbeing, up from 4', 'past')).toBeUndefined();
    expect(toFirstPersonClause("Grade 40 students' coursework each term", 'past')?.text).toBe(
      "graded 40 students' coursework each term",
    );
  });

  it('never reads a ledger before its colon as a deed ("Accounts payable:" is no "I accounted payable")', () => {
    expect(
      toFirstPersonClause('Accounts payable: supplier invoices, petty cash, bank reconciliations', 'past')?.text ?? '',
    ).not.toMatch(/^accounted/u);
  });

  it('never tells a record kept or a kind of testing as work done ("No lost-time injuries", "Build verification")', () => {
    expect(toFirstPersonClause('No lost-time injuries on my crew in 4 years', 'present')).toBeUndefined();
    expect(
      toFirstPersonClause('Build verification and compatibility testing on 30+ devices', 'past')?.text ?? '',
    ).not.toMatch(/^built/u);
  });

  it('tells no deed from a line that says what kind of post it was ("Paid ... internship")', () => {
    expect(toFirstPersonClause('Paid 5th-year MPharm internship under a tutor pharmacist', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Paid suppliers on time for 3 years', 'past')?.text).toBe(
      'paid suppliers on time for 3 years',
    );
  });

  it("tells a counter job's chores, one a gerund with its object, as a list of work", () => {
    expect(toFirstPersonClause('Serving trade customers, picking orders, till, stock counts', 'past')).toEqual({
      kind: 'noun',
      text: 'serving trade customers, picking orders, till and stock counts',
    });
  });
});

describe('toFirstPersonClause: a record of none over years', () => {
  it('says the years as years', () => {
    expect(toFirstPersonClause('zero lost-time injuries 2022–2025', 'past')).toEqual({
      kind: 'verb',
      text: 'had no lost-time injuries from 2022 to 2025',
    });
  });
});

describe('toFirstPersonClause: the work before a dash, the measure it moved after it', () => {
  it('says the measure moved with the work, never the line as typed', () => {
    expect(
      toFirstPersonClause('Allergen matrix & date labels – kitchen hygiene audit score up from 82 to 96', 'past'),
    ).toEqual({
      kind: 'result',
      text: 'with allergen matrix and date labels, the kitchen hygiene audit score rose from 82 to 96',
    });
  });
});

describe('toFirstPersonClause: a second deed after a semicolon written in the third person', () => {
  it('is the person’s own, joined with "and" in the sentence’s tense', () => {
    expect(
      toFirstPersonClause('Preceptor to 4 graduate nurses; runs the ward’s monthly skills station', 'present'),
    ).toEqual({
      kind: 'verb',
      text: 'act as preceptor to 4 graduate nurses and run the ward’s monthly skills station',
    });
  });
});

describe('toFirstPersonClause: the deeds a colon details', () => {
  it('gives them their doer, and leaves a colon before things or described things as it is', () => {
    expect(
      toFirstPersonClause(
        'Led the move to phonics across 4 classes in 2024: coached 2 colleagues and set up a library',
        'past',
      ),
    ).toEqual({
      kind: 'verb',
      text: 'led the move to phonics across 4 classes in 2024: I coached 2 colleagues and set up a library',
    });
    expect(toFirstPersonClause('Rolled out a rota app across 3 sites: trained 40 staff', 'present')).toEqual({
      kind: 'verb',
      text: 'have rolled out a rota app across 3 sites: I trained 40 staff',
    });
    expect(
      toFirstPersonClause('Built the month-end pack for 3 directors: automated reconciliations', 'past')?.text,
    ).toBe('built the month-end pack for 3 directors: automated reconciliations');
  });
});

describe('toFirstPersonClause: words a bullet leaves out around its figures', () => {
  it('says an average or a total with its article, and a year after a quoted name with "in"', () => {
    expect(toFirstPersonClause('Handled average of 180 customer transactions per day', 'past')?.text).toBe(
      'handled an average of 180 customer transactions per day',
    );
    expect(toFirstPersonClause('Closed total of 42 audits', 'past')?.text).toBe('closed a total of 42 audits');
    expect(toFirstPersonClause('Named "Best Teller, Lekki Cluster" 2023', 'past')?.text).toBe(
      'was named "Best Teller, Lekki Cluster" in 2023',
    );
    expect(toFirstPersonClause('Ran the summer reading club (40 children) 2022', 'past')?.text).toBe(
      'ran the summer reading club (40 children) in 2022',
    );
  });
});

describe('toFirstPersonClause: a label before the things it lists', () => {
  it('never reads the first thing as a verb ("Prep: stocks, biscuits" is no "I stocked biscuits")', () => {
    expect(toFirstPersonClause('Prep: stocks, biscuits, pickles, house hot sauce', 'past')?.text ?? '').not.toMatch(
      /^stocked\b/u,
    );
    expect(toFirstPersonClause('Admin: files, letters, minutes', 'past')?.text ?? '').not.toMatch(/^filed\b/u);
    expect(toFirstPersonClause('Buddy driver: trained, coached and assessed 7 new starters', 'past')).toEqual({
      kind: 'sentence',
      text: 'as a buddy driver, I trained, coached and assessed 7 new starters',
    });
  });
});

describe('toFirstPersonClause: British spellings of verbs in -ise', () => {
  it('says a recognition received in the passive, and a deed in -ise in its own spelling', () => {
    expect(toFirstPersonClause('Recognised with 11 written guest compliments', 'present')?.text).toBe(
      'have been recognised with 11 written guest compliments',
    );
    expect(toFirstPersonClause('Prioritises urgent tickets', 'past')?.text).toBe('prioritised urgent tickets');
  });
});

describe('toFirstPersonClause: what the person wrote or owns, after a semicolon', () => {
  it('says "author of the team\'s runbook" as the author, in the line\'s tense', () => {
    expect(
      toFirstPersonClause("Mentor 3 analysts; author of the team's phishing triage runbook", 'present')?.text,
    ).toBe("mentor 3 analysts, and am the author of the team's phishing triage runbook");
  });
});

describe('toFirstPersonClause: a project named before what the person did in it', () => {
  it('tells the deeds for the project, and what the client reports moved as reported', () => {
    expect(
      toFirstPersonClause(
        'Client project – teller onboarding for a regional bank: ran needs analysis interviews with 6 managers, built 4 modules; client reports shadowing time cut from 3 weeks to 2',
        'past',
      )?.text,
    ).toBe(
      'for a client project (teller onboarding for a regional bank), I ran needs analysis interviews with 6 managers, built 4 modules, and the client reports that shadowing time was cut from 3 weeks to 2',
    );
  });
});

describe('toFirstPersonClause: a list of deeds', () => {
  it('tells the deeds of a list whose later items are bare shorthand, and leaves the shorthand out', () => {
    expect(toFirstPersonClause('Served at the till, restocked the chiller, mopping, bins at close', 'past')?.text).toBe(
      'served at the till and restocked the chiller',
    );
  });

  it('keeps the things one deed names, a finished list and a list of deeds with its "and"', () => {
    expect(toFirstPersonClause('Restocked the chiller, shelves, fridges', 'past')?.text).toBe(
      'restocked the chiller, shelves and fridges',
    );
    expect(toFirstPersonClause('Prepared payroll, reconciled accounts, and wires', 'past')?.text).toBe(
      'prepared payroll, reconciled accounts, and wires',
    );
    expect(toFirstPersonClause('Trained staff, managed rotas, improved processes', 'past')?.text).toBe(
      'trained staff, managed rotas and improved processes',
    );
  });
});

describe('toFirstPersonClause: the years a bullet writes bare', () => {
  it('gives "the" to the thing of a year the opening deed names, never to things counted in the plural', () => {
    expect(toFirstPersonClause('Managed 2022 rebrand across 40 stores', 'past')?.text).toBe(
      'managed the 2022 rebrand across 40 stores',
    );
    expect(toFirstPersonClause('Sold 2000 units in Q3', 'past')?.text).toBe('sold 2000 units in Q3');
  });

  it('says a budget or schedule kept bare, as a person says it', () => {
    expect(toFirstPersonClause('Ran the depot move – delivered on time and 6% under budget', 'past')?.text).toBe(
      'ran the depot move and delivered on time and 6% under budget',
    );
    expect(toFirstPersonClause('Shipped the release ahead of schedule', 'past')?.text).toBe(
      'shipped the release ahead of schedule',
    );
  });

  it('dates a thing with "the" and an honour with "in", in the past even of the job held now', () => {
    expect(toFirstPersonClause('Covered sous chef shifts during 2021 staffing gap (5 months)', 'past')?.text).toBe(
      'covered sous chef shifts during the 2021 staffing gap (5 months)',
    );
    expect(toFirstPersonClause('Ran the tills during 2021 and 2022', 'past')?.text).toBe(
      'ran the tills during 2021 and 2022',
    );
    expect(
      toFirstPersonClause('Named Apprentice of the Year by Master Builders Sunshine Coast region 2015', 'present')
        ?.text,
    ).toBe('was named Apprentice of the Year by Master Builders Sunshine Coast region in 2015');
    expect(toFirstPersonClause('Named "Driver of the Quarter" Q3 2023 and Q1 2025', 'present')?.text).toBe(
      'was named "Driver of the Quarter" in Q3 2023 and Q1 2025',
    );
    expect(toFirstPersonClause('Won Employee of the Month, March 2023', 'past')?.text).toBe(
      'won Employee of the Month, March 2023',
    );
  });
});

describe('toFirstPersonClause: a tradesperson’s kit and a phrasal verb', () => {
  it('tells no deed of "Own van, own insurance", and reads "Look after" as the verb it is', () => {
    expect(
      toFirstPersonClause('Own van, own public liability insurance, Checkatrade 4.9/5 from 62 reviews', 'past'),
    ).toBe(undefined);
    expect(toFirstPersonClause('Look after ordering, stocktake and supplier deals', 'past')).toEqual({
      kind: 'verb',
      text: 'looked after ordering, stocktake and supplier deals',
    });
    expect(toFirstPersonClause('Designed the layout and look of the app', 'past')?.text).toBe(
      'designed the layout and look of the app',
    );
  });
});

describe('toFirstPersonClause: a line in "-ing" that names things after its deed', () => {
  it('names the work of "Loading ..., stocktakes, forklift", and a deed with its objects stays a deed', () => {
    // Before, "I loaded trade orders, stocktakes and forklift".
    expect(toFirstPersonClause('Loading delivery vans, stocktakes, pallet truck', 'past')).toEqual({
      kind: 'noun',
      text: 'loading delivery vans, stocktakes and pallet truck',
    });
    expect(toFirstPersonClause('Processed payroll, pensions, benefits', 'past')).toEqual({
      kind: 'verb',
      text: 'processed payroll, pensions and benefits',
    });
  });
});

describe('toFirstPersonClause: a counted thing named by two words joined by "and"', () => {
  it('keeps "sale and purchase files" as it is', () => {
    // Before, "managed the admin on ~35 sale and purchased files".
    expect(toFirstPersonClause('Managed the paperwork on ~40 sale and purchase files at a time', 'past')?.text).toBe(
      'managed the paperwork on ~40 sale and purchase files at a time',
    );
  });
});

describe('toFirstPersonClause: measures, a book of accounts and what the employer is', () => {
  it('tells measures with their figures as achieved, a book as had, and no work of the employer’s description', () => {
    // Before, "my work includes gross revenue retention 94% in 2025 (team average 89% and net revenue retention 112%)".
    expect(
      toFirstPersonClause('Logo retention 91% in 2024 (team average 85%); net revenue retention 108%', 'present')?.text,
    ).toBe('achieved logo retention of 91% in 2024 (team average 85%) and net revenue retention of 108%');
    expect(toFirstPersonClause('Logo retention 91% (2024), net revenue retention 108%', 'past')?.text).toBe(
      'achieved logo retention of 91% (2024) and net revenue retention of 108%',
    );
    expect(toFirstPersonClause('Customer satisfaction 97%', 'present')?.text).toBe(
      'have achieved customer satisfaction of 97%',
    );
    expect(
      toFirstPersonClause('– Book of 38 enterprise accounts, $6.2M ARR, across the US West Coast', 'present')?.text,
    ).toBe('have a book of 38 enterprise accounts ($6.2M ARR) across the US West Coast');
    expect(toFirstPersonClause('Regional hardware chain, 9 stores and a warehouse', 'present')).toBeUndefined();
    expect(toFirstPersonClause('Family-owned plumbing firm (25 staff)', 'past')).toBeUndefined();
  });
});

describe('toFirstPersonClause: a kind of care or teaching named by a participle', () => {
  it('names the work of "enhanced recovery pathway ..." instead of saying the person enhanced it', () => {
    expect(toFirstPersonClause('enhanced recovery pathway with day-1 mobilisation', 'past')).toEqual({
      kind: 'noun',
      text: 'enhanced recovery pathway with day-1 mobilisation',
    });
  });
});

describe('toFirstPersonClause: lines a held-out reading found broken', () => {
  it('names field service and planned maintenance as work, and a committee post as acted in', () => {
    expect(toFirstPersonClause('Field service on hired cranes (mobile and crawler)', 'past')?.text).toBe(
      'field service on hired cranes (mobile and crawler)',
    );
    expect(toFirstPersonClause('Planned maintenance as per manufacturer schedule', 'present')).toEqual({
      kind: 'noun',
      text: 'planned maintenance as per manufacturer schedule',
    });
    expect(toFirstPersonClause('Secretary to the Risk Committee', 'present')?.text).toBe(
      'act as secretary to the Risk Committee',
    );
  });

  it('keeps the list a label of work introduces in brackets, and says "the" of a shift led', () => {
    // Before, "community outreach immunisation and family planning days".
    expect(
      toFirstPersonClause('Community outreach: school health talks and vaccination days in 3 parishes', 'past'),
    ).toEqual({
      kind: 'noun',
      text: 'community outreach (school health talks and vaccination days in 3 parishes)',
    });
    expect(toFirstPersonClause('Lead night shift of 6 fitters', 'present')?.text).toBe(
      'lead the night shift of 6 fitters',
    );
  });

  it('tells deeds written in the third person after a colon in the line’s tense, with their doer', () => {
    // Before, "...: pre-books subcontracted trucks, run a 24-hour dispatch desk and staggers loading slots".
    expect(
      toFirstPersonClause(
        'Plans sugar cane haulage in the crushing season, when daily tonnage doubles: pre-books contract trucks, runs a night dispatch desk and staggers loading slots at the mill',
        'present',
      )?.text,
    ).toBe(
      'plan sugar cane haulage in the crushing season, when daily tonnage doubles: I pre-book contract trucks, run a night dispatch desk and stagger loading slots at the mill',
    );
  });
});

describe('toFirstPersonClause: work others commissioned', () => {
  it('says commissioned shoots as work delivered, never as the person commissioning them', () => {
    expect(toFirstPersonClause('Commissioned shoots for 9 hotels and 2 NGOs', 'past')?.text).toBe(
      'delivered commissioned shoots for 9 hotels and 2 NGOs',
    );
  });
});

describe('toFirstPersonClause: a deed of the job held now whose result moved', () => {
  it('tells it in the past, and a measure "brought down" as brought down', () => {
    expect(
      toFirstPersonClause(
        'Rewrite the triage protocols with the consultants; median wait fell from 40 to 25 minutes',
        'present',
      )?.text,
    ).toBe('rewrote the triage protocols with the consultants, and the median wait fell from 40 to 25 minutes');
    expect(
      toFirstPersonClause('Keep the returns log; return rate brought down from 6% to 2% in 2022', 'past')?.text,
    ).toMatch(/return rate was brought down from 6% to 2% in 2022/u);
  });
});

describe('toFirstPersonClause: a field’s word or a describing participle before the noun of the work', () => {
  it('never tells "manufacturing route design" or "detailed drawings preparation" as a deed', () => {
    // Before, "I manufactured route design ..." and "I detailed drawings preparation ...".
    expect(
      toFirstPersonClause('manufacturing route design utilizing FabriTRAK computerized system', 'past'),
    ).toBeUndefined();
    expect(toFirstPersonClause('detailed drawings preparation from prototypes and blueprints', 'past')).toBeUndefined();
  });

  it('still tells such a word before a plural thing, an article or a number as a deed', () => {
    expect(toFirstPersonClause('Marketing campaigns for 3 product launches', 'past')?.text).toBe(
      'marketed campaigns for 3 product launches',
    );
    expect(toFirstPersonClause('Detailed the rota for 12 staff', 'past')?.text).toBe('detailed the rota for 12 staff');
  });
});

describe('toFirstPersonClause: "by" a supervisor after a thing the supervisor made', () => {
  it('tells the person’s deed, never that it was done to them', () => {
    // Before, "I was executed plans developed by supervisor ...".
    expect(
      toFirstPersonClause('Executed plans developed by supervisor and followed established procedures', 'past')?.text,
    ).toBe('executed plans developed by supervisor and followed established procedures');
    expect(toFirstPersonClause('Assessed as competent by the ward manager', 'past')?.text).toBe(
      'was assessed as competent by the ward manager',
    );
  });
});

describe('toFirstPersonClause: a list of infinitives with their objects', () => {
  it('keeps every verb of the list in its base form', () => {
    // Before, "... strategies to enhance team performance, improve processes and boosted results".
    expect(
      toFirstPersonClause(
        'Developed and implemented strategies to enhance team performance, improve processes and boost results.',
        'past',
      )?.text,
    ).toBe('developed and implemented strategies to enhance team performance, improve processes and boost results');
  });
});

describe('toFirstPersonClause: a verb after "would" or "could"', () => {
  it('keeps a second verb of the same clause in its base form', () => {
    // Before, "machines that would pick up the glass and placed it on the racks".
    expect(
      toFirstPersonClause('Operated machines that would pick up the glass and place it on the racks', 'past')?.text,
    ).toBe('operated machines that would pick up the glass and place it on the racks');
  });
});

describe('toFirstPersonClause: assignments awarded to the person', () => {
  it('tells a count awarded as given to them, never as given by them', () => {
    // Before, "I have awarded 100+ assignments at 42 schools".
    expect(toFirstPersonClause('Awarded 100+ assignments at 42 schools', 'past')?.text).toBe(
      'was awarded 100+ assignments at 42 schools',
    );
  });
});

describe('toFirstPersonClause: a post within the job, then what it does', () => {
  it('says the post with "to be" and its work after a comma', () => {
    // Before, "My work ... also includes digitization ambassador enhancing shift to digital platforms".
    expect(
      toFirstPersonClause('Digitization ambassador enhancing shift to digital platforms for the branch.', 'present'),
    ).toEqual({
      kind: 'verb',
      text: 'am a digitization ambassador, enhancing shift to digital platforms for the branch',
    });
    expect(toFirstPersonClause('Safeguarding champion ensuring staff complete training', 'past')?.text).toBe(
      'was a safeguarding champion, ensuring staff complete training',
    );
  });
});

describe('toFirstPersonClause: a list of deeds in "-ing"', () => {
  it('gives each item the first verb’s form, and leaves a participle that says how a deed was done', () => {
    // Before, "I issue Flight tickets, Making leisure packages and Hotel reservations".
    expect(
      toFirstPersonClause('Issuing Flight tickets, Making leisure packages & Hotel reservations.', 'present')?.text,
    ).toBe('issue Flight tickets, make leisure packages & Hotel reservations');
    expect(
      toFirstPersonClause(
        'Controlled all social media accounts and increased reach, Running Facebook ad campaigns',
        'past',
      )?.text,
    ).toBe('controlled all social media accounts and increased reach, ran Facebook ad campaigns');
    expect(toFirstPersonClause('Worked on the booking app, using Node.js, Express.js, and React', 'past')?.text).toBe(
      'worked on the booking app, using Node.js, Express.js, and React',
    );
  });

  it('takes a later deed after "to" and a thing into the line’s tense, never an infinitive’s', () => {
    // Before, "described menu items to customers or suggest products" and "took customer orders and convey them".
    expect(
      toFirstPersonClause('Describe menu items to customers or suggest products that might appeal to them.', 'past')
        ?.text,
    ).toBe('described menu items to customers or suggested products that might appeal to them');
    expect(toFirstPersonClause('Take customer orders and convey them to other employees.', 'past')?.text).toBe(
      'took customer orders and conveyed them to other employees',
    );
    expect(
      toFirstPersonClause('Integrated applications with MySQL databases to store and retrieve data', 'past')?.text,
    ).toBe('integrated applications with MySQL databases to store and retrieve data');
    expect(
      toFirstPersonClause('Achieved personal and store goals by applying sound customer service', 'past')?.text,
    ).toBe('achieved personal and store goals by applying sound customer service');
  });

  it('leaves "audit" before a thing a thing', () => {
    // Before, "operated newly introduced tax and audited software programs".
    expect(
      toFirstPersonClause('Learned and operated newly introduced tax and audit software programs', 'past')?.text,
    ).toBe('learned and operated newly introduced tax and audit software programs');
  });

  it('leaves a thing before "of" a thing, whatever verb it could be', () => {
    // Before, "to continue the cleanliness and comforted of the establishment".
    expect(
      toFirstPersonClause('Cleaned tables in order to continue the cleanliness and comfort of the restaurant', 'past')
        ?.text,
    ).toBe('cleaned tables in order to continue the cleanliness and comfort of the restaurant');
  });

  it('gives every item the same form, however many there are', () => {
    // Before, "demonstrated exceptional leadership, managed a team ..., and ensuring operational excellence": the first
    // item's "-ing" word was read as one that governs the second.
    expect(
      toFirstPersonClause(
        'Demonstrated exceptional leadership, managing a team of over 30 professionals, and ensuring operational excellence',
        'past',
      )?.text,
    ).toBe(
      'demonstrated exceptional leadership, managed a team of over 30 professionals, and ensured operational excellence',
    );
    // In the job held now, the deed done so far: before, "have demonstrated ..., manage a team ...".
    expect(
      toFirstPersonClause(
        'Demonstrated exceptional leadership, managing a team of over 30 professionals, and ensuring operational excellence',
        'present',
      )?.text,
    ).toBe(
      'have demonstrated exceptional leadership, managed a team of over 30 professionals, and ensured operational excellence',
    );
  });
});

describe('toFirstPersonClause: a list after a word that governs it', () => {
  it('keeps its "-ing" words, things or doings of that word', () => {
    // Before, "drafted department", "signed processes" and "budgeted duties", which a hiring manager read as broken
    // verbs.
    expect(
      toFirstPersonClause(
        'Helped the IT manager with running network lines, setting up computer lab, drafting department',
        'past',
      )?.text,
    ).toBe('helped the IT manager with running network lines, setting up computer lab, drafting department');
    expect(
      toFirstPersonClause(
        'Executed stocking, replenishment, pricing, and signing processes for the food departments',
        'past',
      )?.text,
    ).toBe('executed stocking, replenishment, pricing, and signing processes for the food departments');
  });
});

describe('toFirstPersonClause: a list of skills under a job', () => {
  it('is no deed, while a deed done with a list of tools stays one', () => {
    // Before, "I also worked under pressure, Self-confidence, Customer Service and Bartending".
    expect(
      toFirstPersonClause('Working under pressure, Self-confidence, Customer Service, Bartending', 'past'),
    ).toBeUndefined();
    expect(toFirstPersonClause('Used Excel, Word and PowerPoint daily', 'past')?.text).toBe(
      'used Excel, Word and PowerPoint daily',
    );
  });
});

describe('toFirstPersonClause: what a post held, and lines joined to the one above', () => {
  it('tells "Took ownership" as the deed it is, and a held responsibility in lower case', () => {
    // Before, "I had Took ownership of all commercial maintenance contracts" and "I had Cash handling responsibility".
    expect(toFirstPersonClause('Took ownership of all commercial maintenance contracts', 'past')?.text).toBe(
      'took ownership of all commercial maintenance contracts',
    );
    expect(toFirstPersonClause('Budget responsibility for £2m', 'past')?.text).toBe(
      'had budget responsibility for £2m',
    );
    expect(toFirstPersonClause('Cash handling responsibility', 'past')?.text).toBe('had cash handling responsibility');
  });

  it('drops the word that joined a line to the one above it, and tells a deed after "but also" in the same form', () => {
    // Before, "I additionally liaise with ..." and "I mostly collate data, but also performing basic data analysis".
    expect(toFirstPersonClause('Additionally, I liaise with the county tech support team', 'present')?.text).toBe(
      'liaise with the county tech support team',
    );
    expect(
      toFirstPersonClause('Mostly collating data, but also performing basic data analysis.', 'present')?.text,
    ).toBe('mostly collate data, but also perform basic data analysis');
  });
});

describe('toFirstPersonClause: a service named in capitals', () => {
  it('reads "Integrated Financial Statement Audits" as work, and a deed in sentence case as a deed', () => {
    expect(toFirstPersonClause('Integrated Financial Statement Audits', 'past')?.kind).toBe('noun');
    expect(toFirstPersonClause('Outsourced Controller Services', 'past')?.kind).toBe('noun');
    expect(toFirstPersonClause('Integrated the payroll and billing systems', 'past')).toEqual({
      kind: 'verb',
      text: 'integrated the payroll and billing systems',
    });
  });
});

describe('toFirstPersonClause: a line that points back at its job', () => {
  it('tells "In this role, I ..." without the phrase, which the letter’s own naming of the job replaces', () => {
    // (Under a post left, in the past: "was able to".)
    expect(toFirstPersonClause('In this role, I have been able to lead the night shift.', 'past')).toEqual({
      kind: 'verb',
      text: 'was able to lead the night shift',
    });
  });
});

describe('toFirstPersonClause: a deed dated to a span of years that is over', () => {
  it('is told in the past under the job held now, never as "have ... from 2014 to 2019"', () => {
    expect(
      toFirstPersonClause('Designed and ran summer photography camps from 2014 to 2019 for local students', 'present')
        ?.text,
    ).toBe('designed and ran summer photography camps from 2014 to 2019 for local students');
    expect(toFirstPersonClause('Designed and ran summer photography camps since 2014', 'present')?.text).toBe(
      'have designed and run summer photography camps since 2014',
    );
  });
});

describe('toFirstPersonClause: a list of bare verbs joined by "or"', () => {
  it('turns each verb of the list, the last too, whatever noun it can be', () => {
    // Before: "I ordered, received or stock supplies", "I wrapped, labeled or date food items".
    expect(toFirstPersonClause('Order, receive, or stock supplies or retail products.', 'past')?.text).toBe(
      'ordered, received or stocked supplies or retail products',
    );
    expect(toFirstPersonClause('Wrap, label, or date food items for sale.', 'past')?.text).toBe(
      'wrapped, labeled or dated food items for sale',
    );
    expect(toFirstPersonClause('Managed stock and budget reports.', 'past')?.text).toBe(
      'managed stock and budget reports',
    );
  });
});

describe('toFirstPersonClause: what the person hopes for', () => {
  it('tells no line that says what they are eager to do as a deed ("I excited to channel ...")', () => {
    expect(toFirstPersonClause('Excited to channel problem-solving skills into entry-level tech roles.', 'past')).toBe(
      undefined,
    );
    expect(toFirstPersonClause('Committed to learning new systems quickly.', 'present')).toBe(undefined);
  });
});

describe('toFirstPersonClause: a list of deeds in "-ing" that ends after "and"', () => {
  it('turns the last item too, and leaves a word that describes a thing', () => {
    // Before: "mentored cafe staff, resolved interpersonal conflicts and providing exceptional customer service".
    expect(
      toFirstPersonClause(
        'Mentored cafe staff, resolving interpersonal conflicts and providing exceptional customer service',
        'past',
      )?.text,
    ).toBe('mentored cafe staff, resolved interpersonal conflicts and provided exceptional customer service');
    expect(
      toFirstPersonClause('Built the curriculums for all classes, ensuring comprehensive and engaging content', 'past')
        ?.text,
    ).toBe('built the curriculums for all classes, ensured comprehensive and engaging content');
    expect(
      toFirstPersonClause(
        'Managed patient flow, implementing effective triage protocols and scheduling systems',
        'past',
      )?.text,
    ).toBe('managed patient flow, implemented effective triage protocols and scheduling systems');
  });
});

describe('toFirstPersonClause: the people a bullet served, without their article', () => {
  it('says them in the plural ("counsel customers on options"), and leaves a thing named by them', () => {
    // Before: "I counsel customer on options", "to assist customer with billing information".
    expect(toFirstPersonClause('Counsel customer on options for service and coverage.', 'present')?.text).toBe(
      'counsel customers on options for service and coverage',
    );
    expect(toFirstPersonClause('Took bilingual calls to assist customer with billing information.', 'past')?.text).toBe(
      'took bilingual calls to assist customers with billing information',
    );
    expect(toFirstPersonClause('Built parts to customer specifications.', 'past')?.text).toBe(
      'built parts to customer specifications',
    );
  });
});

describe('toFirstPersonClause: what the person is used to', () => {
  it('tells no "Accustomed to ..." line as a deed ("I accustomed to a demanding ...")', () => {
    expect(toFirstPersonClause('Accustomed to a demanding, highly dynamic work environment.', 'past')).toBe(undefined);
  });
});

describe('toFirstPersonClause: a range of grades', () => {
  it('keeps the dash between two grades, never brackets the second', () => {
    expect(toFirstPersonClause('Created engaging lesson plans for K5 – 5th-grade students', 'past')?.text).toBe(
      'created engaging lesson plans for K5 – 5th-grade students',
    );
  });
});

describe('toFirstPersonClause: deeds as a sentence’s subject', () => {
  it('keeps the sentence as written, never turning its subject into deeds', () => {
    expect(
      toFirstPersonClause(
        'Stocking shelves before opening, counting the tills, and cleaning the coffee machines were key parts of my daily routine.',
        'past',
      ),
    ).toEqual({
      kind: 'sentence',
      text: 'stocking shelves before opening, counting the tills, and cleaning the coffee machines were key parts of my daily routine',
    });
  });
});

describe('toFirstPersonClause: "during my tenure" before a deed', () => {
  it('is said once, by the letter that names the job', () => {
    expect(toFirstPersonClause('During my tenure, I cut waiting times at the counter by half.', 'past')).toEqual({
      kind: 'verb',
      text: 'cut waiting times at the counter by half',
    });
    expect(toFirstPersonClause('During my tenure at Northgate, I cut waiting times by half.', 'past')?.kind).toBe(
      'sentence',
    );
  });
});

describe('toFirstPersonClause: a verb that is an adjective too, after an adjective', () => {
  it('describes the thing after it, and stays as written', () => {
    expect(toFirstPersonClause('Maintain accurate and complete patient records', 'past')?.text).toBe(
      'maintained accurate and complete patient records',
    );
    expect(toFirstPersonClause('Maintained a safe and clean work area', 'past')?.text).toBe(
      'maintained a safe and clean work area',
    );
    expect(toFirstPersonClause('Prepared reports and complete audits', 'past')?.text).toBe(
      'prepared reports and completed audits',
    );
  });
});

describe('toFirstPersonClause: a capitalised verb before an article, inside a list', () => {
  it('is a deed of the line, in its tense', () => {
    expect(toFirstPersonClause('Reviewed tender documents, Assist the bid team on pricing', 'past')?.text).toBe(
      'reviewed tender documents and assisted the bid team on pricing',
    );
    // (A capitalised word before no article is a name's, and stays.)
    expect(toFirstPersonClause('Managed Sales and Marketing teams of 12', 'past')?.text).toBe(
      'managed Sales and Marketing teams of 12',
    );
  });
});

describe('toFirstPersonClause: the person’s own "have ..." under a post left', () => {
  it('is told in the past', () => {
    expect(
      toFirstPersonClause('In this role, I have been able to distinguish myself as a capable leader', 'past')?.text,
    ).toBe('was able to distinguish myself as a capable leader');
    expect(toFirstPersonClause('I have led a team of 8 nurses', 'past')?.text).toBe('led a team of 8 nurses');
    expect(toFirstPersonClause('I have led a team of 8 nurses', 'present')?.text).toBe('have led a team of 8 nurses');
  });
});

describe('toFirstPersonClause: a second deed after a dash, of any length', () => {
  it('is joined as the line’s second deed', () => {
    expect(
      toFirstPersonClause(
        'Provided pricing advice to regional stores - Researched and closely analyzed competitor prices, both online and in store.',
        'past',
      )?.text,
    ).toBe(
      'provided pricing advice to regional stores and researched and closely analyzed competitor prices, both online and in store',
    );
  });
});

describe('toFirstPersonClause: a post’s name under a job', () => {
  it('is never a duty the job included', () => {
    expect(toFirstPersonClause('Social Media Manager for City Hall officials', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Care management of 30 residents', 'past')?.kind).toBe('noun');
  });
});

describe('toFirstPersonClause: a capitalised "-ing" word among the names of functions', () => {
  it('stays a thing in a list ("Accounts Receivable, Billing and Collections"), and one with its object is a deed', () => {
    expect(
      toFirstPersonClause('Spoke to students about Accounts Receivable, Billing and Collections.', 'past')?.text,
    ).toBe('spoke to students about Accounts Receivable, Billing and Collections');
    expect(toFirstPersonClause('Handled Payroll, Invoicing and Scheduling for 3 sites', 'past')?.text).toBe(
      'handled Payroll, Invoicing and Scheduling for 3 sites',
    );
    expect(toFirstPersonClause('Managed front desk, Scheduling appointments for 20 doctors', 'past')?.text).toBe(
      'managed front desk, scheduled appointments for 20 doctors',
    );
  });
});

describe('toFirstPersonClause: things in a list that are verbs too', () => {
  it("leaves a thing named by a verb's form a thing, and tells a deed in the third person with its own verb", () => {
    // Each was wrong in a held-out letter: "tested tools", "purchased orders", "had holds accountability", "locate
    // materials and supply by ...".
    expect(
      toFirstPersonClause(
        'Implement repairs on production equipment and building equipment using hand tools, testing tools and manual drawings.',
        'past',
      )?.text,
    ).toBe(
      'implemented repairs on production equipment and building equipment using hand tools, testing tools and manual drawings',
    );
    expect(
      toFirstPersonClause('Dispatched invoices, purchase orders and other documents to suppliers.', 'past')?.text,
    ).toBe('dispatched invoices, purchase orders and other documents to suppliers');
    expect(toFirstPersonClause('Holds accountability for store sales and metrics.', 'past')?.text).toBe(
      'held accountability for store sales and metrics',
    );
    expect(
      toFirstPersonClause('Locates materials and supplies by checking them against production orders.', 'present')
        ?.text,
    ).toBe('locate materials and supplies by checking them against production orders');
    // (A deed after a plural thing keeps its verb: "Loads trucks and delivers goods".)
    expect(toFirstPersonClause('Loads trucks and delivers goods to stores.', 'present')?.text).toBe(
      'load trucks and deliver goods to stores',
    );
  });
});

describe('toFirstPersonClause: what a person is entitled to do', () => {
  it('tells "Certified to teach ..." as held, never as a deed', () => {
    // Before, "I have certified to teach/skill test CPR/First" and "I aid to large and small groups" (a held-out letter:
    // the line was also cut inside "CPR/First Aid").
    expect(
      toFirstPersonClause('Certified to teach/skill test CPR/First Aid to large and small groups.', 'present')?.text,
    ).toBe('am certified to teach/skill test CPR/First Aid to large and small groups');
    expect(toFirstPersonClause('Licensed to dispense controlled drugs under supervision.', 'past')?.text).toBe(
      'was licensed to dispense controlled drugs under supervision',
    );
  });
});

describe('toFirstPersonClause: what the person was offered', () => {
  it('tells an offer made to the person as one they received', () => {
    // Before, "I offered advancement to a Machinist role due to high performance" (a held-out letter).
    expect(toFirstPersonClause('Offered advancement to a Machinist role due to high performance.', 'past')?.text).toBe(
      'was offered advancement to a Machinist role due to high performance',
    );
    expect(toFirstPersonClause('Offered customers loyalty cards at the till.', 'past')?.text).toBe(
      'offered customers loyalty cards at the till',
    );
  });
});

describe('toFirstPersonClause: a second gerund that ends the line', () => {
  it('tells it as a deed in the tense of the first, and leaves a gerund that names a thing', () => {
    // Before, "I update the cashbook and reconciling" (a held-out letter).
    expect(toFirstPersonClause('Updating the cashbook and reconciling', 'present')?.text).toBe(
      'update the cashbook and reconcile',
    );
    expect(toFirstPersonClause('Updating the cashbook and reconciling', 'past')?.text).toBe(
      'updated the cashbook and reconciled',
    );
    expect(toFirstPersonClause('Organising rotas and training', 'present')?.text).toBe('organise rotas and training');
    expect(toFirstPersonClause('Assisting with planning and budgeting', 'past')?.text).toBe(
      'assisted with planning and budgeting',
    );
  });
});

describe('toFirstPersonClause: duties copied from a post description in the infinitive', () => {
  it('tells "To <verb> ..." as what the person did or does, and "be" as "am" in the present', () => {
    // Before, a held-out letter pasted "To be responsible for the welfare of all children my designated room, ..." as a
    // sentence of its own.
    expect(
      toFirstPersonClause('To contribute to the creation of a safe environment for all children.', 'past')?.text,
    ).toBe('contributed to the creation of a safe environment for all children');
    expect(toFirstPersonClause('To be responsible for the welfare of all children.', 'present')?.text).toBe(
      'am responsible for the welfare of all children',
    );
    expect(toFirstPersonClause('To lead home visits with a TA or Apprentice', 'past')?.text).toBe(
      'led home visits with a TA or Apprentice',
    );
    // ("To date, trained 40 staff": no duty in the infinitive.)
    expect(toFirstPersonClause('To date, trained 40 staff', 'past')?.text ?? '').not.toMatch(/^dated?\b/u);
  });
});

describe('toFirstPersonClause: an "-s" word joined to a word that is no verb', () => {
  it('names things, never a deed', () => {
    // Before, "I surveyed and Questionnaier preparation for farmers" (a held-out letter).
    expect(toFirstPersonClause('Surveys and Questionnaier preparation for farmers.', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Repairs and maintenance of vehicles', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Plans and schedules deliveries', 'past')?.text).toBe(
      'planned and scheduled deliveries',
    );
  });
});

describe('isShortNounDuty: a duty of two or three words named by its nouns', () => {
  it('reads a noun and the work done on it, or a verb that is also a noun before that work, as a duty', () => {
    for (const duty of [
      'Payment validation.',
      'Invoice processing',
      'GST returns.',
      'Month-end accruals',
      'Stock rotation',
    ])
      expect(isShortNounDuty(duty)).toBe(true);
  });

  it('never reads a deed cut short, a heading, a case’s status or a responsibility held as one', () => {
    for (const line of [
      'Managed inventory.',
      'Handling queries',
      'Manage recruitment',
      'Process payments',
      'Team Leadership',
      'Bank details invalid.',
      'PO stuck.',
      'Cash handling responsibility',
      'Roles & Responsibility:',
    ])
      expect(isShortNounDuty(line)).toBe(false);
  });

  it('tells short duties listed together as the work they name, never as a deed', () => {
    // Before, "Invoice processing" was told as "I invoice processing", and a list of such duties not at all.
    expect(toFirstPersonClause('Invoice processing', 'present')).toEqual({ kind: 'noun', text: 'invoice processing' });
    expect(toFirstPersonClause('Vendor reconciliation, payment validation and invoice processing', 'present')).toEqual({
      kind: 'noun',
      text: 'vendor reconciliation, payment validation and invoice processing',
    });
    expect(toFirstPersonClause('Process payment and attraction ticketing', 'present')?.kind).not.toBe('noun');
  });
});

describe('toFirstPersonClause: a line of instructions, each item its own deed', () => {
  it('tells every item in the past, a verb that also names a thing included', () => {
    const past = (line: string) => toFirstPersonClause(line, 'past')?.text;
    expect(past('Answer phones, schedule appointments and file records.')).toBe(
      'answered phones, scheduled appointments and filed records',
    );
    expect(past('Greet customers, take orders and process payments.')).toBe(
      'greeted customers, took orders and processed payments',
    );
    expect(past('Interact with customers: receive orders, process payment, and respond to complaints.')).toBe(
      'received orders, processed payment, and responded to complaints',
    );
  });

  it('leaves the things a deed is done to as they are', () => {
    const past = (line: string) => toFirstPersonClause(line, 'past')?.text;
    expect(past('Clean tables, floors and service areas.')).toBe('cleaned tables, floors and service areas');
    expect(past('Manage budgets, staff and supply.')).toBe('managed budgets, staff and supply');
    expect(past('Prepare reports, menus and work plans.')).toBe('prepared reports, menus and work plans');
    expect(past('Prepare budget, schedule and staff rotas.')).toBe('prepared budget, schedule and staff rotas');
  });
});

describe('toFirstPersonClause: a gerund that is the subject of what it gave the person', () => {
  it('is no deed, while a line opened by a gerund deed stays one', () => {
    expect(
      toFirstPersonClause(
        'Working as a private tutor gave me good practice of working one-on-one with students.',
        'past',
      ),
    ).toBeUndefined();
    expect(toFirstPersonClause('Managing the bar team taught me to plan rotas.', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Working with students on science projects each week.', 'past')?.text).toBe(
      'worked with students on science projects each week',
    );
  });
});

describe('toFirstPersonClause: a figure in a currency, its code after it', () => {
  it('takes no article before the figure', () => {
    expect(
      toFirstPersonClause('Communicated promptly on collections with domestic customers of $10M+ USD', 'past')?.text,
    ).toBe('communicated promptly on collections with domestic customers of $10M+ USD');
  });
});

describe('toFirstPersonClause: what the person is privileged or authorised to do', () => {
  it('says clinical privileges as held, and an authority with "am" or "was", never as a deed', () => {
    // ("I am privileged to perform ..." reads as an honour; the resume means the hospital's clinical privileges.)
    expect(
      toFirstPersonClause('Privileged to perform supervised bronchoscopy and thoracentesis.', 'present')?.text,
    ).toBe('hold clinical privileges to perform supervised bronchoscopy and thoracentesis');
    expect(toFirstPersonClause('Authorized to sign off purchase orders up to $50k', 'past')?.text).toBe(
      'was authorized to sign off purchase orders up to $50k',
    );
  });
});

describe('toFirstPersonClause: results in "-ing" after a deed', () => {
  it('tells every item of the list in the deed’s tense, or none where one cannot be ("by 60%" opens no list)', () => {
    expect(
      toFirstPersonClause(
        'Conducted structural failure analysis, reducing physical testing by 60% and cutting development time by two-thirds.',
        'past',
      )?.text,
    ).toBe(
      'conducted structural failure analysis, reduced physical testing by 60% and cut development time by two-thirds',
    );
    expect(
      toFirstPersonClause('Redesigned the intake form, reducing errors by 20% and saving 5 hours a week.', 'past')
        ?.text,
    ).toBe('redesigned the intake form, reducing errors by 20% and saving 5 hours a week');
  });
});

describe('toFirstPersonClause: an award’s quoted name and a sum in crores (set BB)', () => {
  it('keeps a dash inside an award’s quoted name as written', () => {
    expect(toFirstPersonClause('Awarded "Star Performer – Q3 FY24" for Telangana zone', 'past')).toEqual({
      kind: 'verb',
      text: 'was awarded "Star Performer – Q3 FY24" for Telangana zone',
    });
  });

  it('gives a sum in crores or lakhs no article of its own', () => {
    expect(toFirstPersonClause('Managing 300 CASA customers with total balances of ₹ 15 Cr', 'present')).toEqual({
      kind: 'verb',
      text: 'manage 300 CASA customers with total balances of ₹ 15 Cr',
    });
  });
});

describe('a part the person played, and figures parted by slashes', () => {
  it('says a post in a team before the measure that moved as the person’s, never as work done with it', () => {
    // Before, a held-out letter said "At Scioto Valley Medical Center, with CAUTI workgroup member, the unit CAUTI rate
    // fell ...".
    expect(
      toFirstPersonClause('Sepsis workgroup member – unit sepsis bundle compliance up from 61% to 88% in 2024', 'past')
        ?.text,
    ).toBe('was a sepsis workgroup member, and the unit sepsis bundle compliance rose from 61% to 88% in 2024');
    expect(
      toFirstPersonClause('Falls champion – ward falls down from 14 to 6 a quarter after hourly rounding', 'present')
        ?.text,
    ).toBe('am a falls champion, and the ward falls fell from 14 to 6 a quarter after hourly rounding');
  });

  it('joins a team the person was part of after a semicolon with its verb', () => {
    // Before: "I also manage ventilated patients with RT; member of unit proning team during 2021–22 surge".
    expect(
      toFirstPersonClause(
        'Manage post-op patients with the surgical team; member of unit rapid response team during 2022 winter',
        'present',
      )?.text,
    ).toBe(
      'manage post-op patients with the surgical team, and was a member of the unit rapid response team during the 2022 winter',
    );
  });

  it('keeps the slashes between figures, and reads a slash between words as "and"', () => {
    expect(
      toFirstPersonClause('Autoclave logs and incubator temperature checks (25°C / 30°C / 55°C)', 'past')?.text,
    ).toContain('(25°C / 30°C / 55°C)');
    expect(toFirstPersonClause('Ordered stock from Wesco / Rexel for 4 sites', 'past')?.text).toBe(
      'ordered stock from Wesco and Rexel for 4 sites',
    );
  });
});

describe('notes a bullet adds after a semicolon, and a rate that moved', () => {
  it('says the people a change brought about as the sentence goes on', () => {
    // Before, a held-out letter said "I have brought in daily huddles and a skills matrix; 6 operatives now trained to
    // cover checker roles".
    expect(
      toFirstPersonClause('Set up a buddy rota for new starters; 9 pickers now trained on the reach truck', 'past')
        ?.text,
    ).toBe('set up a buddy rota for new starters, and 9 pickers are now trained on the reach truck');
  });

  it('says an average after a semicolon as an average', () => {
    // Before: "I schedule appointments for 3 dentists ... using Dentrix; average 70–85 patients per day".
    expect(
      toFirstPersonClause(
        'Schedule appointments for 2 vets and 3 nurses using RxWorks; average 55–70 consults per day',
        'present',
      )?.text,
    ).toBe('schedule appointments for 2 vets and 3 nurses using RxWorks, on average 55–70 consults per day');
  });

  it('names a rate the person moved as the one measured', () => {
    // Before: "I have reduced a no-show rate from 14% to 8%".
    expect(toFirstPersonClause('Reduced did-not-attend rate from 11% to 6% with SMS reminders', 'past')?.text).toBe(
      'reduced the did-not-attend rate from 11% to 6% with SMS reminders',
    );
    expect(toFirstPersonClause('Achieved pass rate of 96% across 4 cohorts', 'past')?.text).toBe(
      'achieved a pass rate of 96% across 4 cohorts',
    );
  });
});

describe('a sum won and an honour that came more than once, written without a verb', () => {
  it('tells a sum named before what it was won in as achieved, with its rank', () => {
    // Before, the line had no clause, and a held-out letter left the resume's strongest result out.
    expect(
      toFirstPersonClause(
        '£860K in new-business sales in 2025 against a £700K target – #3 of 24 reps nationally',
        'present',
      )?.text,
    ).toBe('achieved £860K in new-business sales in 2025 against a £700K target, ranking #3 of 24 reps nationally');
    expect(toFirstPersonClause('€380k in new bookings across DACH', 'present')?.text).toBe(
      'have achieved €380k in new bookings across DACH',
    );
  });

  it('tells an honour and how often it came', () => {
    expect(toFirstPersonClause('Technician of the Month 3 times', 'past')?.text).toBe(
      'was named Technician of the Month 3 times',
    );
    expect(toFirstPersonClause('Employee of the Quarter (x2)', 'present')?.text).toBe(
      'have been named Employee of the Quarter 2 times',
    );
  });
});

describe('a measure the person brought down, a rank reached and duties with a note in brackets', () => {
  it('tells a measure brought down by the work named before the dash', () => {
    // Before, the line had no clause, and a held-out accountant's letter left its one result out.
    expect(
      toFirstPersonClause(
        'PO vs GRN reconciliation – brought unmatched invoices down from approx. 900 to under 60 within 4 months',
        'past',
      )?.text,
    ).toBe(
      'brought the unmatched invoices down from approx. 900 to under 60 within 4 months through PO vs GRN reconciliation',
    );
  });

  it('tells a rank the person reached', () => {
    expect(toFirstPersonClause('Top 5 in region for new current accounts in FY 2023-24', 'present')?.text).toBe(
      'ranked in the top 5 in region for new current accounts in FY 2023-24',
    );
    expect(toFirstPersonClause('Top picker on the late shift for 4 months running in 2021', 'present')?.text).toBe(
      'was the top picker on the late shift for 4 months running in 2021',
    );
  });

  it('reads a duty named by its nouns past a note in brackets', () => {
    expect(toFirstPersonClause('Quarterly VAT return filing (MTD, Xero) for 24 clients', 'past')).toEqual({
      kind: 'noun',
      text: 'quarterly VAT return filing (MTD, Xero) for 24 clients',
    });
  });
});

describe('toFirstPersonClause: lines a held-out set told with a wrong verb', () => {
  it('keeps a section of the kitchen after "and" a thing in a line told in the past', () => {
    // Before: "worked across larder, pastry and garnished in a French-style brasserie".
    expect(toFirstPersonClause('Worked across grill, pastry and garnish in a 90-cover bistro', 'past')?.text).toBe(
      'worked across grill, pastry and garnish in a 90-cover bistro',
    );
  });

  it('tells a duty named by a thing and its noun as handled, with its result', () => {
    // Before: "I rated negotiation with 8 transporters" and "I invoiced reconciliation with 3 banks".
    expect(toFirstPersonClause('Rate negotiation with 6 hauliers - saved £9,000 annually', 'past')?.text).toBe(
      'handled rate negotiation with 6 hauliers and saved £9,000 annually',
    );
    expect(toFirstPersonClause('• Invoice reconciliation for 4 client accounts', 'present')?.text).toBe(
      'have handled invoice reconciliation for 4 client accounts',
    );
    expect(toFirstPersonClause('Stock rotation and cycle counts', 'past')?.kind).toBe('noun');
  });
});

describe('toFirstPersonClause: a post held on some shifts, named first', () => {
  it('tells "Opening shift lead on weekends" as served, never as "I opened shift lead"', () => {
    expect(toFirstPersonClause('Opening shift lead on weekends; ran the till for 300 covers', 'past')?.text).toBe(
      'served as the opening shift lead on weekends, and ran the till for 300 covers',
    );
  });
});

describe('toFirstPersonClause: a list of work opened by two gerunds, then things', () => {
  it('tells the list as the work it names, never its things as deeds', () => {
    // Before, "I pick, load wagons, stock rotation in -25 freezer, bit of forklift when needed".
    expect(
      toFirstPersonClause('picking, loading wagons, stock rotation in -25 freezer, bit of forklift', 'present'),
    ).toEqual({
      kind: 'noun',
      text: 'picking, loading wagons, stock rotation in -25 freezer and bit of forklift',
    });
    // (One deed and its objects, or deeds all through, stay deeds.)
    expect(toFirstPersonClause('Assisting with extractions, crowns, fillings', 'past')?.kind).toBe('verb');
    expect(toFirstPersonClause('picking, packing, loading wagons', 'past')?.kind).toBe('verb');
  });
});

describe('toFirstPersonClause: a line of gerund deeds whose last follows "and"', () => {
  it('tells the last deed in the line’s tense too', () => {
    // Before, "I managed budgets, hired staff and reporting to the board".
    expect(toFirstPersonClause('Managing budgets, hiring staff and reporting to the board', 'past')).toEqual({
      kind: 'verb',
      text: 'managed budgets, hired staff and reported to the board',
    });
  });
});

describe('toFirstPersonClause: a part the person held, named by its noun alone', () => {
  it('says it as held, in the past when the line gives a year, and never a deed or an empty part as one', () => {
    expect(toFirstPersonClause('Charge nurse ~1x/week', 'present')).toEqual({
      kind: 'verb',
      text: 'serve as charge nurse about once a week',
    });
    expect(toFirstPersonClause('Super-user for Epic go-live (2022)', 'present')).toEqual({
      kind: 'verb',
      text: 'was a super-user for Epic go-live (2022)',
    });
    expect(toFirstPersonClause('DAISY Award nominee, 2019', 'past')).toEqual({
      kind: 'verb',
      text: 'was a DAISY Award nominee in 2019',
    });
    expect(toFirstPersonClause('Member of the falls reduction team – falls down 30% (2023)', 'present')?.text).toBe(
      'was a member of the falls reduction team – falls down 30% (2023)',
    );
    expect(toFirstPersonClause('Float to other units as needed', 'present')?.text ?? '').not.toMatch(/^am a float/u);
    expect(toFirstPersonClause('Team member', 'present')?.text ?? '').not.toMatch(/^am a team member/u);
  });
});

describe('toFirstPersonClause: a project’s line of what it is, and of others using it', () => {
  it('is no deed of the person’s', () => {
    // Before, "I distributed rate limiter for Go" and "I used in prod by a handful of small companies".
    expect(
      toFirstPersonClause('Distributed rate limiter for Go: sliding-window log backed by Redis.', 'past'),
    ).toBeUndefined();
    expect(
      toFirstPersonClause('Used in prod by a handful of small companies (that I know of).', 'past'),
    ).toBeUndefined();
    expect(toFirstPersonClause('Distributed flyers to 400 homes', 'past')?.text).toBe(
      'distributed flyers to 400 homes',
    );
    expect(toFirstPersonClause('Used Excel to build dashboards', 'past')?.text).toBe('used Excel to build dashboards');
  });
});

describe('toFirstPersonClause: a month printed in capitals before its year', () => {
  it('is said in full', () => {
    expect(toFirstPersonClause('Coordinated rail loading for the NTC rotation (JUN 2022)', 'past')?.text).toBe(
      'coordinated rail loading for the NTC rotation (June 2022)',
    );
  });
});

describe('toFirstPersonClause: a placement converted to a post', () => {
  it('is told as the post offered, never as a deed', () => {
    // Before, "I converted to full-time offer".
    expect(toFirstPersonClause('converted to full-time offer', 'past')?.text).toBe('was offered a full-time post');
    expect(toFirstPersonClause('Converted to permanent after 3 months', 'past')?.text).toBe(
      'was offered a permanent post after 3 months',
    );
  });
});

describe('toFirstPersonClause: a list whose last thing goes on with how it was done', () => {
  it('joins the last thing with "and"', () => {
    expect(
      toFirstPersonClause(
        'Manage CRRT, arterial/central lines, mechanical ventilation in collaboration with RT',
        'present',
      )?.text,
    ).toBe('manage CRRT, arterial/central lines and mechanical ventilation in collaboration with RT');
  });
});

describe('toFirstPersonClause: medals awarded, one of them twice', () => {
  it('names each with its article and says the count in words', () => {
    expect(
      toFirstPersonClause('Awarded Meritorious Service Medal (MSM), Army Commendation Medal (ARCOM) x2', 'past')?.text,
    ).toBe('was awarded the Meritorious Service Medal (MSM) and the Army Commendation Medal (ARCOM) twice');
  });
});

describe('toFirstPersonClause: a post stood in for', () => {
  it('is covered "for the" post; a place or shifts covered stay as written', () => {
    expect(toFirstPersonClause('Cover sous chef on days off', 'present')?.text).toBe(
      'cover for the sous chef on days off',
    );
    expect(toFirstPersonClause('Cover reception at lunch', 'present')?.text).toBe('cover reception at lunch');
    expect(toFirstPersonClause('Covered shifts at short notice', 'past')?.text).toBe('covered shifts at short notice');
  });
});

describe('toFirstPersonClause: duties named by their nouns, as clinical and trade resumes list them', () => {
  it('reads a duty that opens on a measure with its figure, and tells it without a note it cannot take', () => {
    expect(
      toFirstPersonClause(
        '12-lead ECG acquisition and interpretation; PCI alerts relayed to the receiving hospital',
        'past',
      ),
    ).toEqual({ kind: 'noun', text: '12-lead ECG acquisition and interpretation' });
  });

  it('keeps a second part that opens on a figure, as one list', () => {
    expect(
      toFirstPersonClause(
        'Fire alarm upgrades and smoke detector installs; 6-monthly testing and logbook entries',
        'present',
      )?.text,
    ).toBe('fire alarm upgrades and smoke detector installs, 6-monthly testing and logbook entries');
  });

  it('reads a list whose first item ends on its head noun, and joins a last item left without "and"', () => {
    expect(
      toFirstPersonClause('Burns and fracture assessments, plaster casting, suturing and dressing changes', 'past')
        ?.text,
    ).toBe('burns and fracture assessments, plaster casting, suturing and dressing changes');
    expect(
      toFirstPersonClause('Blood glucose checks, hoist transfers and repositioning, PEG feeding', 'past')?.text,
    ).toBe('blood glucose checks, hoist transfers and repositioning, and PEG feeding');
    expect(toFirstPersonClause('Stock counts, till reconciliation, banking', 'past')?.text).toBe(
      'stock counts, till reconciliation and banking',
    );
  });
});

describe('toFirstPersonClause: employed by someone, or employing staff', () => {
  it('says the person was employed, through a route, as or by someone; employing staff is the deed', () => {
    expect(toFirstPersonClause('Employed apprenticeship route while completing the diploma', 'past')?.text).toBe(
      'was employed through the apprenticeship route while completing the diploma',
    );
    expect(toFirstPersonClause('Employed as a trainee surveyor on a 2-year contract', 'past')?.text).toBe(
      'was employed as a trainee surveyor on a 2-year contract',
    );
    expect(toFirstPersonClause('Employed 8 seasonal staff for the summer market', 'past')?.text).toBe(
      'employed 8 seasonal staff for the summer market',
    );
    expect(toFirstPersonClause('Placed by Brightpath Staffing at a regional bank’s payroll team', 'past')?.text).toBe(
      'was placed by Brightpath Staffing at a regional bank’s payroll team',
    );
    expect(toFirstPersonClause('Placed first in the regional sales contest', 'past')?.text).toBe(
      'placed first in the regional sales contest',
    );
  });
});

describe('toFirstPersonClause: a trade apprentice’s lines', () => {
  it('reads "fit" as a verb, with its doubled forms', () => {
    // Before: "Fitting unvented cylinders under supervision" had no clause and "Fit unvented cylinders" was a noun.
    expect(toFirstPersonClause('Fitting unvented cylinders under supervision', 'past')).toEqual({
      kind: 'verb',
      text: 'fitted unvented cylinders under supervision',
    });
    expect(toFirstPersonClause('Fit kitchens and bathrooms', 'present')).toEqual({
      kind: 'verb',
      text: 'fit kitchens and bathrooms',
    });
  });

  it('keeps the base form of a verb joined to one that "help" takes after its object', () => {
    // Before: "helped the plumbing sub-contractor's team carry and ran first fix pipework".
    expect(toFirstPersonClause('Helped the site team carry and run first fix pipework', 'past')?.text).toBe(
      'helped the site team carry and run first fix pipework',
    );
    expect(toFirstPersonClause('Helped customers choose and install new boilers', 'past')?.text).toBe(
      'helped customers choose and install new boilers',
    );
    expect(toFirstPersonClause('Helped customers and trained new staff', 'past')?.text).toBe(
      'helped customers and trained new staff',
    );
  });

  it('tells how much of the work after a dash as a note in brackets, a range of figures in it', () => {
    // Before: no clause at all, and the letter told none of the apprentice's current work.
    expect(
      toFirstPersonClause(
        'Domestic boiler replacements (combi and system), power flushes, radiator moves and new installs – around 3–4 jobs a week with my supervising engineer',
        'present',
      ),
    ).toEqual({
      kind: 'noun',
      text: 'domestic boiler replacements (combi and system), power flushes, radiator moves and new installs (around 3–4 jobs a week with my supervising engineer)',
    });
    expect(toFirstPersonClause('Processed supplier invoices – about 400 a month', 'past')?.text).toBe(
      'processed supplier invoices (about 400 a month)',
    );
  });
});

describe('toFirstPersonClause: a list whose first word is also a verb', () => {
  it('reads a list of things that opens on a plural noun as things, never as a series of deeds', () => {
    // A held-out letter said "I patroled store detective support, first aider on shift.".
    expect(toFirstPersonClause('Patrols, store detective support, first aider on shift', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Reports, invoices and payroll for 3 sites', 'past')).toEqual({
      kind: 'noun',
      text: 'reports, invoices and payroll for 3 sites',
    });
    expect(toFirstPersonClause('Audits, stock counts, cash-up', 'present')).toEqual({
      kind: 'noun',
      text: 'audits, stock counts and cash-up',
    });
  });

  it('still reads verbs named one by one before their object as deeds', () => {
    expect(toFirstPersonClause('Cleans, restocks and tidies rooms', 'past')?.text).toBe(
      'cleaned, restocked and tidied rooms',
    );
    expect(toFirstPersonClause('Managed, trained and scheduled 12 staff', 'past')?.text).toBe(
      'managed, trained and scheduled 12 staff',
    );
    expect(toFirstPersonClause('Plans, cooks and serves', 'present')?.text).toBe('plan, cook and serve');
  });

  it('doubles the last consonant of a verb stressed on its last syllable', () => {
    expect(toFirstPersonClause('Patrol malls and car parks', 'past')?.text).toBe('patrolled malls and car parks');
    expect(toFirstPersonClause('Debugged, tested and deployed the app', 'past')?.text).toBe(
      'debugged, tested and deployed the app',
    );
    expect(toFirstPersonClause('Submitted 40 grant claims', 'present')?.text).toBe('have submitted 40 grant claims');
  });
});

describe('toFirstPersonClause: results named by their measure', () => {
  it('tells a measure, whose it was and its figure as achieved', () => {
    // A held-out letter said "my work includes inspection pass rate for my floors 96% in the 2025 brand audit".
    expect(
      toFirstPersonClause('Inspection pass rate for my floors 96% in the 2025 brand audit (hotel average 89%)', 'past'),
    ).toEqual({
      kind: 'verb',
      text: 'achieved an inspection pass rate of 96% for my floors in the 2025 brand audit (hotel average 89%)',
    });
  });

  it('tells research that led to a change as the person’s research and what it led to', () => {
    // A held-out letter said "I research on the KYC flow (diary study ...) led to a redesign that lifted ...".
    expect(
      toFirstPersonClause(
        'Research on the sign-up flow (diary study with 20 users) led to a redesign that lifted completion from 55% to 70%',
        'present',
      ),
    ).toEqual({
      kind: 'result',
      text: 'my research on the sign-up flow (diary study with 20 users) led to a redesign that lifted completion from 55% to 70%',
    });
  });
});

describe('toFirstPersonClause: what is being done to the thing a line is under', () => {
  it('tells no deed of the person for "Being trialled by ..."', () => {
    // A held-out letter said "In my ShiftSwap project, I was trialled by 2 venues in Fitzroy with 31 staff users."
    expect(toFirstPersonClause('Being trialled by 2 venues in Fitzroy with 31 staff users', 'past')).toBeUndefined();
  });
});

describe('toFirstPersonClause: a gerund beside a noun, a label of cover, and how a deed ended', () => {
  it('tells "Ordering and stock rotation of ..." as work named by its nouns', () => {
    // A held-out letter said "I ordered and stock rotation of dental materials."
    expect(toFirstPersonClause('Ordering and stock rotation of veterinary supplies', 'past')).toEqual({
      kind: 'noun',
      text: 'ordering and stock rotation of veterinary supplies',
    });
    expect(toFirstPersonClause('Cleaning and maintaining the kennels', 'past')).toEqual({
      kind: 'verb',
      text: 'cleaned and maintained the kennels',
    });
  });

  it('tells "Reception cover: ..." as the cover with what it covered', () => {
    // A held-out letter said "my work also included reception cover bookings, recalls and taking payments".
    expect(toFirstPersonClause('Reception cover: bookings, recalls, taking payments', 'past')).toEqual({
      kind: 'noun',
      text: 'reception cover (bookings, recalls, taking payments)',
    });
  });

  it('tells a thing signed off after the comma as how the deed ended, never a second deed', () => {
    // A held-out letter said "I completed Level 3 diploma while working full time and record of competence signed off
    // July 2025".
    expect(
      toFirstPersonClause('Completed NVQ Level 2 in Warehousing, portfolio of evidence signed off March 2024', 'past'),
    ).toEqual({
      kind: 'verb',
      text: 'completed NVQ Level 2 in Warehousing, with the portfolio of evidence signed off in March 2024',
    });
  });
});

describe('toFirstPersonClause: duties named by their nouns after the machines they were on', () => {
  it('tells "A320/B737 turnarounds, loading, ..." as the work the job included', () => {
    // A held-out ramp agent's letter left the line out, and told only "I was the team lead on night shift".
    expect(toFirstPersonClause('B777/A330 turnarounds, loading, marshalling, load sheets.', 'past')).toEqual({
      kind: 'noun',
      text: 'B777/A330 turnarounds, loading, marshalling and load sheets',
    });
  });
});

describe('toFirstPersonClause: duties named by their nouns, then one said as an instruction', () => {
  it('tells the last as a gerund among the things the work included', () => {
    // A held-out letter said "my work also includes room inspections and daily allocation on HotSOS, report maintenance
    // issues to engineering".
    expect(
      toFirstPersonClause('Ward rounds and discharge planning, liaise with families on care plans', 'present'),
    ).toEqual({ kind: 'noun', text: 'ward rounds and discharge planning, and liaising with families on care plans' });
  });
});

describe('toFirstPersonClause: a part led, named by its noun', () => {
  it('says a tech lead’s and an incident commander’s parts as held, in the past where dated', () => {
    expect(
      toFirstPersonClause('Tech lead of a 5-person platform team covering the ledger services', 'present')?.text,
    ).toBe('am tech lead of a 5-person platform team covering the ledger services');
    expect(
      toFirstPersonClause(
        'Incident commander for the Jun 2025 login outage (SEV1, 35 min); my postmortem drove the move to staged rollouts.',
        'present',
      )?.text,
    ).toBe(
      'was incident commander for the Jun 2025 login outage (SEV1, 35 min); my postmortem drove the move to staged rollouts',
    );
  });
});

describe('toFirstPersonClause: moved by the employer', () => {
  it('says "was redeployed" and "was seconded", and keeps the person’s own deed of redeploying staff', () => {
    expect(toFirstPersonClause('Redeployed for four months in 2020 to the discharge hub', 'past')?.text).toBe(
      'was redeployed for four months in 2020 to the discharge hub',
    );
    expect(toFirstPersonClause('Seconded to the discharge team for six months', 'past')?.text).toBe(
      'was seconded to the discharge team for six months',
    );
    expect(toFirstPersonClause('Redeployed staff to cover the ward', 'past')?.text).toBe(
      'redeployed staff to cover the ward',
    );
  });
});

describe('toFirstPersonClause: a workplace that did something, and a lead engineer', () => {
  it('tells "Lodge closed ..." with the lodge as its subject, and "Lead ML engineer for ..." as a part held', () => {
    expect(toFirstPersonClause('Lodge closed for 5 months in 2020; I stayed on reduced pay.', 'past')).toEqual({
      kind: 'sentence',
      text: 'the lodge closed for 5 months in 2020; I stayed on reduced pay',
    });
    expect(
      toFirstPersonClause('Lead ML engineer for demand forecasting, serving 40M predictions a day', 'present')?.text,
    ).toBe('am the lead ML engineer for demand forecasting, serving 40M predictions a day');
  });
});

describe('toFirstPersonClause: a part served, named alone', () => {
  it('says "serve as pool-deck first responder", never a duty named by its noun', () => {
    expect(toFirstPersonClause('Pool-deck first responder', 'present')?.text).toBe(
      'serve as pool-deck first responder',
    );
  });
});

describe('toFirstPersonClause: a lineworker’s lines', () => {
  it('reads "Energized work ..." as work named by its noun, and says "topped out in August 2019"', () => {
    expect(
      toFirstPersonClause('Energized work from a 45 ft bucket using rubber gloves and sleeves', 'present'),
    ).toEqual({
      kind: 'noun',
      text: 'energized work from a 45 ft bucket using rubber gloves and sleeves',
    });
    expect(toFirstPersonClause('Topped out August 2019', 'past')?.text).toBe('topped out in August 2019');
  });
});

describe('toFirstPersonClause: a word the resume shouts for emphasis', () => {
  it('says "ALL" and "NEW" as a letter says them, and keeps names written in capitals', () => {
    expect(toFirstPersonClause('Responsible for ALL content management and social media tools', 'present')?.text).toBe(
      'am responsible for all content management and social media tools',
    );
    expect(toFirstPersonClause('Trained NEW starters on SAP across EMEA', 'past')?.text).toBe(
      'trained new starters on SAP across EMEA',
    );
  });
});
