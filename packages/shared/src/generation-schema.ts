import { z } from 'zod';
import { FactSheetSchema, LetterLanguageSchema } from './fact-sheet-schema.ts';

/** DESIGN.md §4: resume and job description up to 50,000 characters each. */
export const maximumInputCharacters = 50_000;

export const LetterLengthSchema = z.enum(['standard', 'short']);
export const LetterToneSchema = z.enum(['formal', 'warm']);

/**
 * SPEC.md §7's body `{resume, jobDescription}`; `length` (standard 250-400 words, short 150-200) and `tone` are
 * optional additions a SPEC-only client never sends.
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

export const GenerateErrorSchema = z.object({ error: z.string() });
export type GenerateError = z.infer<typeof GenerateErrorSchema>;

/** A language as an ISO 639-1 code ("en", "es", "pl"), or "und" when a text was too short to tell. */
export const LanguageCodeSchema = z.string().regex(/^(?:[a-z]{2}|und)$/);

/**
 * What the letter checker found, as every generate response carries it (the browser shows it). The nine criteria
 * are listed in the letter engine (`letterCriteria`); keys stay open here so an older browser still reads a server
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
