// A move the person is making or would make to where the job is, as a resume says it: "Relocating to the Pittsburgh
// area in January 2027 for my husband's job transfer.", "Moving to Leeds in March 2027", "Willing to relocate to:
// Pittsburgh, PA". A hiring manager reading a letter from an applicant in another city wants to know (two reviews of
// held-out letters named the silence); the reason for the move is the person's own and stays out.
// (docs/decisions/0062-what-the-resume-says-of-the-move-the-week-and-a-return.md)

/** The months and seasons a move is dated by, with a year. */
const when = String.raw`(?:(?:early|mid|late|the\s+end\s+of)[\s-]+)?(?:(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?|spring|summer|autumn|fall|winter)?\s*(?:19|20)\d{2}`;

const movingTo = new RegExp(
  String.raw`\b(?:I\s+am\s+|I'm\s+)?(?:[Rr]elocating|[Mm]oving)\s+to\s+(?:the\s+)?(\p{Lu}[\p{L}.'’-]*(?:[ ,]+\p{Lu}[\p{L}.'’-]*){0,3}?)(\s+(?:area|region|metro(?:politan)?\s+area))?\s+(?:in|by|from|around|at)\s+(${when})`,
  'u',
);

const willingTo =
  /\b[Ww]illing\s+to\s+relocate\s+to\s*:?\s*(\p{Lu}[\p{L} .'’-]*?)(?:,\s*\p{Lu}{2}\b|\s+[-–—]\s|[.;\n]|$)/u;

/** A move the resume states: where to, and as the letter says it ("relocating to the Pittsburgh area in January 2027"). */
export type Relocation = { place: string; said: string };

/** The move the resume states, or null if none. */
export function readRelocation(text: string): Relocation | null {
  const moving = text.match(movingTo);
  if (moving?.[1] && moving[3]) {
    const place = moving[1].replace(/,\s*$/u, '').trim();
    const area = moving[2] ? ` ${moving[2].trim()}` : '';
    return { place, said: `relocating to ${area ? 'the ' : ''}${place}${area} in ${moving[3].trim()}` };
  }
  const willing = text.match(willingTo);
  if (willing?.[1]) {
    const place = willing[1].trim();
    return { place, said: `willing to relocate to ${place}` };
  }
  return null;
}
