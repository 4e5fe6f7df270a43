// "# [Implementation Engineer](https://www.remotewlb.com/apply/implementation-engineer-92755)": a markdown link in an
// ad is its text; where it points is no part of the post, which both the fact sheet and the checker read from the ad
// ("the Implementation Engineer (https://...) position" before). Resumes keep their links: the person's own sites are
// read from them.

/** An ad's text with each markdown link written as its text alone. */
export function withoutLinkTargets(adText: string): string {
  return adText.includes('](')
    ? adText.replace(/\[([^\]\n]{1,200})\]\((?:https?:\/\/|www\.|mailto:)[^)\s]*\)/gu, '$1')
    : adText;
}
