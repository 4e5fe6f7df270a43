/** SPEC.md §9's minimum password length; the server also refuses passwords of spaces and commonly used ones. */
export const minimumPasswordLength = 6;
