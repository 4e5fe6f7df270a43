import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { messages } from '@cover-letter/shared/messages';
import { GenerateRequestSchema, maximumInputCharacters } from '@cover-letter/shared/generation-schema';
import { AuthError } from '../auth/auth-error.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { appMetadataOf } from '../auth/user-response.ts';
import type { Database } from '../database/create-database.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { completeGeneration, releaseGeneration, reserveGeneration } from './generation-usage.ts';
import type { LetterGenerator } from './letter-generator.ts';

/** A failure on the generation endpoint: always `{ error }` with a message the browser can show as is. */
export class GenerationError extends HTTPException {
  constructor(status: 400 | 401 | 403 | 413 | 429 | 500 | 502 | 503 | 504, message: string) {
    super(status, { message });
  }
}

/** `POST /generate-cover-letter` (SPEC.md §7), metered by plan on the server. */
export function createGenerationRoutes(options: { database: Database; authService: AuthService; generator: LetterGenerator }) {
  const routes = new Hono();

  routes.post(
    '/generate-cover-letter',
    bodyLimit({
      // Two inputs of 50,000 characters, even if every character arrives JSON-escaped.
      maxSize: 2 * 1024 * 1024,
      onError: () => {
        throw new GenerationError(413, 'The resume and job description are too large. Each may have at most 50,000 characters.');
      },
    }),
    async (context) => {
      let user;
      try {
        ({ user } = await options.authService.authenticate(context.req.header('Authorization')));
      } catch (error) {
        if (error instanceof AuthError) throw new GenerationError(401, 'Please log in to generate a cover letter.');
        throw error;
      }
      const body = await readJsonBody(context.req.raw);
      const parsed = body.ok ? GenerateRequestSchema.safeParse(body.value) : undefined;
      if (!parsed?.success) {
        throw new GenerationError(400, 'Send a JSON body with the fields resume and jobDescription.');
      }
      const resume = parsed.data.resume.trim();
      const jobDescription = parsed.data.jobDescription.trim();
      if (resume === '' || jobDescription === '') throw new GenerationError(400, messages.emptyInput);
      if (resume.length > maximumInputCharacters || jobDescription.length > maximumInputCharacters) {
        throw new GenerationError(400, 'The resume and job description may have at most 50,000 characters each.');
      }
      const plan = String(appMetadataOf(user).plan ?? 'free');
      const reservation = await reserveGeneration(options.database, user.id, plan);
      if (!reservation.reserved) {
        if (reservation.reason === 'plan_limit') throw new GenerationError(403, messages.freePlanLimit);
        throw new GenerationError(429, 'You already have cover letters being generated. Please wait for them to finish.');
      }
      let coverLetter: string;
      try {
        coverLetter = await options.generator.generate({ resume, jobDescription }, context.req.raw.signal);
      } catch (error) {
        await releaseGeneration(options.database, reservation.reservationId);
        console.error('Generation failed', error);
        throw new GenerationError(502, messages.generationFailed);
      }
      await completeGeneration(options.database, reservation.reservationId);
      return context.json({ coverLetter });
    },
  );

  return routes;
}
