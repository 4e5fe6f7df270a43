// When in the week a person can work, as a resume for part-time or shift work lists it under "Availability":
// "Saturdays: anytime", "Sundays: after 10am (church with my nan)", "School days: after 3.30pm (not Wednesdays -
// netball)". An ad for shift work asks for it ("a short message telling us your availability"); a held-out barista's
// letter offered only "I would be glad to go through the shifts I can work with you" though her resume said.
// (docs/decisions/0062-what-the-resume-says-of-the-move-the-week-and-a-return.md)

import { stripBullet, type DocumentSection } from './document-sections.ts';

/** The days and parts of the week a line of availability opens with. */
const weekPart =
  /^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?|weekdays?|weekends?|week\s?nights?|evenings?|nights?|mornings?|afternoons?|school\s+(?:days?|nights?|holidays?|terms?)|holidays?|any\s+day|all\s+week|mon(?:day)?\s*[-–]\s*fri(?:day)?)\b/iu;

/**
 * The lines of an availability section that say when in the week ("Saturdays: anytime"), as written, without bullets;
 * at most seven. None for a section that gives a start date or a notice period only.
 */
export function readWeeklyHours(sections: readonly DocumentSection<string>[]): string[] {
  return sections
    .filter((section) =>
      /^(?:availability|available|hours available|verfügbarkeit)\s*:?$/iu.test(section.heading.trim()),
    )
    .flatMap((section) => section.lines)
    .map((line) => stripBullet(line.trim()).trim())
    .filter((line) => weekPart.test(line) && /[:–-]|\b(?:after|before|from|until|any\s?time|only)\b/iu.test(line))
    .slice(0, 7);
}
