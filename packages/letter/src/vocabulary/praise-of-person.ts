// Words an ad puts before the post to praise the person it hopes for ("Sympathischer ERP-Projektmanager (m/w/d)",
// "Motivated Sales Assistant"): no part of the post's name. Read by the fact sheet and, in its own reading of the ad, by
// the checker, so that both name the same post. Words that say the level ("Experienced", "Erfahrener", "Junior") are
// part of the post and are not here.

/** German adjectives of praise, as a pattern's source, with the endings their genders and cases give them. */
export const germanPraiseOfPerson = String.raw`(?:sympathische|engagierte|motivierte|freundliche|zuverlässige|kreative|aufgeschlossene|kommunikative|teamfähige|dynamische|ambitionierte|leidenschaftliche|herzliche|flexible|tatkräftige|begeisterte)[rn]?`;
