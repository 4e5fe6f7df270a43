// The words a resume names an award or an honour by, in one place for the two that read them: the fact sheet, which
// lists a line that names one as an accomplishment (facts/read-resume-facts.ts, isNamedHonour), and the English
// writer, which says it as received (compose/first-person-english.ts, readRecognition).

/** What an award is called by its last word: "Scholar Athlete Award", "Leadership Scholarship". */
export const honourKinds = 'Award|Prize|Medal|Scholarship|Fellowship|Bursary';

/** A post named "of the Month" (or Quarter, Year): "Employee of the Month", "Teacher of the Year". */
export const honouredPosts = 'Employee|Associate|Teacher|Nurse|Sailor|Soldier';

/** What such a title is given for. */
export const honourPeriods = 'Month|Quarter|Year';

/** The lists a student is named to: "Dean's List", "President's List". */
export const honourLists = "Dean['’]s|President['’]s";

/** A year after an honour's name, as resumes write it: "2012", ", 2012", "(2012)". */
export const honourYear = '\\s*[,(]?\\s*(?:19|20)\\d{2}\\)?';

/**
 * Where the person stood for an honour, written as a label before its name ("Finalist: Teaching Innovation and
 * Excellence (TIE) Prize"): the line's claim, never a label to take off (read-roles.ts, read-resume-facts.ts,
 * first-person-english.ts).
 */
export const honourStandings = 'Finalist|Winner|Runner[- ]up|Shortlisted|Nominee|Highly Commended';
