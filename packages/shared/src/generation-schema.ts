import { z } from 'zod';

/** DESIGN.md §4: resume and job description up to 50,000 characters each. */
export const maximumInputCharacters = 50_000;

export const GenerateRequestSchema = z.object({
  resume: z.string(),
  jobDescription: z.string(),
});
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

export const GenerateErrorSchema = z.object({ error: z.string() });
export type GenerateError = z.infer<typeof GenerateErrorSchema>;

export const GenerateSuccessSchema = z.object({
  coverLetter: z.string(),
  checks: z.unknown().optional(),
});
export type GenerateSuccess = z.infer<typeof GenerateSuccessSchema>;
