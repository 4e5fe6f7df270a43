// An e-mail address as a letter prints it, for the readers that must leave one as it stands (the shorthand writer),
// check it against its sources (the checker) or change it on purpose (the planted defects). One pattern, so that the
// address the writer keeps is the address the checker looks for. The resume header reads its contacts with its own,
// stricter pattern (facts/read-resume-header.ts), which bounds each part's length for a whole resume's text.

/** The characters of an e-mail address: a mailbox, "@", and a domain ending on a name of letters. */
export const emailAddressSource = String.raw`[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}`;

/** Every e-mail address in a text. */
export const emailAddresses = new RegExp(emailAddressSource, 'gu');
