import { z } from 'zod';
import { FactSheetSchema, LetterLanguageSchema } from './fact-sheet-schema.ts';

export const LetterLengthSchema = z.enum(['standard', 'short']);
export const LetterToneSchema = z.enum(['formal', 'warm']);

/**
 * The body of docs/product.md#calls, `{resume, jobDescription}`; `length` (word ranges in `letterWordRanges`, packages/shared/src/limits.ts) and `tone` are
 * optional additions a client of the plain API never sends.
 */
export const GenerateRequestSchema = z.object({
  resume: z.string(),
  jobDescription: z.string(),
  length: LetterLengthSchema.optional(),
  tone: LetterToneSchema.optional(),
  /** The facts the user confirmed (docs/decisions/0015-letters-from-confirmed-facts.md); read from the texts when absent. */
  facts: FactSheetSchema.optional(),
  /** Another number gives another version of the letter; the same number, the same letter. */
  variation: z.number().int().min(0).max(1000).optional(),
  /** The letter's language when the user chooses one; otherwise the ad's. */
  language: LetterLanguageSchema.optional(),
});
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

/**
 * `POST /check-letter`: a letter written anywhere (by hand, by another AI) checked against the resume and the ad, with
 * the same options the generate request takes where they change what is checked. The resume and the ad may have at
 * most `maximumInputCharacters` each, the letter `maximumLetterCharacters`, counted after trimming as for the generate
 * request.
 */
export const CheckLetterRequestSchema = z.object({
  resume: z.string(),
  jobDescription: z.string(),
  letter: z.string(),
  length: LetterLengthSchema.optional(),
  language: LetterLanguageSchema.optional(),
  facts: FactSheetSchema.optional(),
});
export type CheckLetterRequest = z.infer<typeof CheckLetterRequestSchema>;

/**
 * `POST /revise-cover-letter`: a language model's letter, with the inputs and options it was written from, to be
 * corrected. The findings are not sent: the server checks the letter itself and gives the model its own findings
 * (docs/decisions/0023-check-any-letter.md).
 */
export const ReviseLetterRequestSchema = GenerateRequestSchema.extend({ letter: z.string() });
export type ReviseLetterRequest = z.infer<typeof ReviseLetterRequestSchema>;

export const GenerateErrorSchema = z.object({ error: z.string() });
export type GenerateError = z.infer<typeof GenerateErrorSchema>;

/** A language as an ISO 639-1 code ("en", "es", "pl"), or "und" when a text was too short to tell. */
export const LanguageCodeSchema = z.string().regex(/^(?:[a-z]{2}|und)$/);

/**
 * What the letter checker found, as every generate response carries it (the browser shows it). The nine criteria
 * are `letterCriteria` (packages/shared/src/letter-criteria.ts); keys stay open here so an older browser still reads a server
 * that checks one criterion more. A criterion passes only when it has no error; `passed` only when all do.
 */
export const LetterChecksSchema = z.object({
  passed: z.boolean(),
  criteria: z.record(z.string(), z.object({ passed: z.boolean(), errors: z.number(), warnings: z.number() })),
  findings: z.array(
    z.object({
      criterion: z.string(),
      severity: z.enum(['error', 'warning', 'info']),
      message: z.string(),
      span: z.object({ start: z.number(), end: z.number() }).optional(),
    }),
  ),
  wordCount: z.number(),
  paragraphCount: z.number(),
  /** The language the letter should be in (the one the user chose, else the ad's) and the one it is in. */
  language: z.object({ expected: LanguageCodeSchema, detected: LanguageCodeSchema }),
  mustHaves: z.array(
    z.object({
      requirement: z.string(),
      /** The resume states it. */
      supported: z.boolean(),
      /** Covered: the letter states it with evidence, and both quotes below are there. */
      addressed: z.boolean(),
      /** The resume's line that states it (kept for older browsers; the same as `resumeQuote`). */
      evidence: z.string().optional(),
      resumeQuote: z.string().optional(),
      letterQuote: z.string().optional(),
    }),
  ),
});
export type LetterChecksResponse = z.infer<typeof LetterChecksSchema>;

/** What `POST /check-letter` answers: the same `checks` a generated letter comes with. */
export const CheckLetterResponseSchema = z.object({ checks: LetterChecksSchema });
export type CheckLetterResponse = z.infer<typeof CheckLetterResponseSchema>;

/** Which language the letter is in, and why when it is not the ad's. */
export const LetterLanguageInfoSchema = z.object({
  letter: z.string(),
  ad: z.string(),
  /** Shown to the user when the letter is not in the ad's language ("... so this letter is in English"). */
  notice: z.string().optional(),
});
export type LetterLanguageInfo = z.infer<typeof LetterLanguageInfoSchema>;

export const GenerateSuccessSchema = z.object({
  coverLetter: z.string(),
  checks: LetterChecksSchema.optional(),
  generator: z.string().optional(),
  /** The facts the letter was written from: the confirmed ones, or what the server read. */
  facts: FactSheetSchema.optional(),
  language: LetterLanguageInfoSchema.optional(),
  variation: z.number().int().optional(),
});
export type GenerateSuccess = z.infer<typeof GenerateSuccessSchema>;

/** Server-sent events of a streamed generation (`Accept: text/event-stream`). */
export const GenerationDeltaEventSchema = z.object({ text: z.string() });
export const GenerationDoneEventSchema = GenerateSuccessSchema;
export const GenerationErrorEventSchema = GenerateErrorSchema;
