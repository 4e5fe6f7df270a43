// The words of a site's bar that a page copied from the top brings with it, above the person's name: LinkedIn's
// "Skip to main content" / "Home" / "My Network" / "Jobs" / "Messaging" / "Notifications" / "Me" / "For Business". The
// fact sheet (read-resume-facts.ts) and the checker (check/read-resume.ts) each read past them their own way; the
// words are one list.

/** The bar's words of a profile site, as a pattern's alternatives (no anchors). */
export const profileSiteBarWords = String.raw`my network|jobs|messaging|notifications|me|for business|learning|try premium\b.*`;
