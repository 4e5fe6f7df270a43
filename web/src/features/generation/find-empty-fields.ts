export type LetterInputField = 'resume' | 'jobDescription';

/** Tied to the field itself; the "Please enter both resume and job description." stays the form's message. */
export const emptyFieldMessages: Readonly<Record<LetterInputField, string>> = {
  resume: 'The resume is empty: paste it here or upload a file.',
  jobDescription: 'The job description is empty: paste the job ad here.',
};

/** docs/product.md#validation: both texts must be non-empty after trimming; these are the ones that are not. */
export function findEmptyFields(input: Record<LetterInputField, string>): LetterInputField[] {
  return (['resume', 'jobDescription'] as const).filter((field) => input[field].trim() === '');
}
