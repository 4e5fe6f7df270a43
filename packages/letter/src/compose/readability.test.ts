import { describe, expect, it } from 'vitest';
import { isReadableLine } from './readability.ts';

describe('isReadableLine', () => {
  it('refuses lines the resume’s own text broke', () => {
    for (const line of [
      'My territory placed of $2.5 million each month in placements.',
      'Consulted anand coordinated the discharge plans.',
      'Reported to the Senior Supervisor on the Data.',
      'Supervised and monitored the sheet from',
      'Used Angular for developing web front-ends, improving user experience by 30.',
      'Giving overview of tool via QA platform and also give recommendation responses so that user question to build chain.',
      'Performed total body assessments including hearing, vision, labs and',
      'Lay out clearly defined expectations for the development team, along with receiving them also.',
      'Evaluated email metrics, including delivery, open, and, clicks, and conversion rates.',
      'Fulfilled the number of hours of actual teaching; did academic counseling for those students who were in need.',
      'Prepared build packages and actively participate in integration and deployment phase of the applications.',
      'Used the member system to input data generate reports conduct investigations and respond to inquiries.',
    ])
      expect(isReadableLine(line), line).toBe(false);
  });

  it('keeps plain lines, verbs that take "of", and lists that end "and so on"', () => {
    for (const line of [
      'Reduced late supplier payments by 30% by introducing a weekly payment run.',
      'Led a team that consisted of 12 engineers.',
      'Developed a chatbot that handles questions about hours of operation, reservation options and so on.',
      'Trained 25 new hires on RF scanners.',
      'Gave training to new staff and also wrote the induction guide.',
      "Manage and monitor residents' skin conditions to prevent breakdown and provide complete wound care as needed.",
      'Treat equipment with care and keep tools clean.',
      'Carried out repair work on food grade equipment, typically returning machines and tools to service within 1-2 hours.',
      'Make sure all parts of structures are plumb and square and true.',
      'Respond to guest inquiries and requests and resolve issues in a timely, friendly and efficient manner.',
    ])
      expect(isReadableLine(line), line).toBe(true);
  });
});
