// When in the week a person can work, as a resume for part-time or shift work lists it under "Availability":
// "Saturdays: anytime", "Sundays: after 10am (church with my nan)", "School days: after 3.30pm (not Wednesdays -
// netball)". An ad for shift work asks for it ("a short message telling us your availability"); a held-out barista's
// letter offered only "I would be glad to go through the shifts I can work with you" though her resume said.
// (docs/decisions/0062-what-the-resume-says-of-the-move-the-week-and-a-return.md)

import { stripBullet, type DocumentSection } from './document-sections.ts';

/** The days and parts of the week a line of availability opens with. */
const weekPart =
  /^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?|weekdays?|weekends?|week\s?nights?|evenings?|nights?|mornings?|afternoons?|school\s+(?:days?|nights?|holidays?|terms?)|holidays?|any\s+day|all\s+week|mon(?:day)?\s*[-–]\s*fri(?:day)?)\b/iu;

const availabilityHeading = /^(?:availability|available|hours available|verfügbarkeit)\s*:?$/iu;

/** A time of the week a person works: "nights", "weekends", "rotating shifts", "bank holidays". */
// ("late nights and Saturdays": a salon's late opening and a day of the week.)
const timeWorked = String.raw`(?:(?:any|all|rotating|night|day|evening|weekend|early|late)\s+shifts?|(?:late\s+|early\s+)?nights?|days?|weekends?|evenings?|mornings?|weekdays?|holidays?|bank holidays|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)`;
/** A line of when the person can work: "open to nights, weekends and holidays", "nights and weekends". */
const availabilityStatement = new RegExp(
  String.raw`^(?:(?:open|available|happy|willing|able)\s+(?:to|for)\s+(?:work\s+|do\s+)?)?${timeWorked}(?:(?:,\s*|\s*\/\s*|\s+(?:and|or|&)\s+|,\s+and\s+)${timeWorked})*$`,
  'iu',
);

/** "Happy to do late nights and Saturdays": when in the week the person is willing to work, said as a sentence. */
export function isAvailabilityStatement(text: string): boolean {
  return /^(?:open|available|happy|willing|able)\s/iu.test(text) && availabilityStatement.test(text);
}

/**
 * The lines of an availability section that say when in the week ("Saturdays: anytime"), as written, without bullets;
 * at most seven. None for a section that gives a start date or a notice period only.
 */
export function readWeeklyHours(sections: readonly DocumentSection<string>[]): string[] {
  const listed = sections
    .filter((section) => availabilityHeading.test(section.heading.trim()))
    .flatMap((section) => section.lines)
    .map((line) => stripBullet(line.trim()).trim())
    .filter((line) => weekPart.test(line) && /[:–-]|\b(?:after|before|from|until|any\s?time|only)\b/iu.test(line))
    .slice(0, 7);
  if (listed.length > 0) return listed;
  // "Availability: open to nights, weekends and holidays" under the name: the same said in one line, as the person
  // said it, which an ad for night shifts asks about (a held-out paramedic's letter offered to "agree a start date").
  // (A line "Availability: ..." is read as a section of that heading with its one line, or as a labelled line.)
  const said = sections
    .flatMap((section) =>
      availabilityHeading.test(section.heading.trim())
        ? section.lines.map((line) =>
            stripBullet(line.trim())
              .trim()
              .replace(/[.\s]+$/u, ''),
          )
        : section.lines.map(
            (line) => line.trim().match(/^(?:shift\s+)?availability\s*[:–—-]\s*(.{6,100}?)[.\s]*$/iu)?.[1],
          ),
    )
    .find((value) => value !== undefined && availabilityStatement.test(value));
  if (said !== undefined) return [said];
  // "No accidents or claims in 12 years. Happy to do nights/weekends.": the same as a sentence of the person's own
  // anywhere on the page, opening with what they are willing to do (a bare "Weekends" line may be anything).
  const sentence = sections
    .flatMap((section) => section.lines)
    .flatMap((line) => stripBullet(line.trim()).split(/(?<=[.!])\s+/u))
    .map((part) => part.trim().replace(/[.!\s]+$/u, ''))
    .find(isAvailabilityStatement);
  return sentence === undefined ? [] : [sentence];
}
