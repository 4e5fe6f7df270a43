import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { streamSSE } from 'hono/streaming';
import { messages } from '@cover-letter/shared/messages';
import { GenerateRequestSchema, type LetterLanguageInfo } from '@cover-letter/shared/generation-schema';
import { formatCount, maximumInputCharacters } from '@cover-letter/shared/limits';
import { ReadFactsRequestSchema, type FactSheet, type ReadFactsResponse } from '@cover-letter/shared/fact-sheet-schema';
import { chooseLetterLanguage, describeLanguageNotice } from '@cover-letter/letter/compose/compose-letter';
import { readJobBrief } from '@cover-letter/letter/facts/read-job-brief';
import { readResumeFacts } from '@cover-letter/letter/facts/read-resume-facts';
import { AuthError } from '../auth/auth-error.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { appMetadataOf } from '../auth/user-response.ts';
import type { Database } from '../database/create-database.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { freePlanLetterLimit, readPlan } from '@cover-letter/shared/plans';
import type { Usage } from '@cover-letter/shared/usage-schema';
import {
  completeGeneration,
  countDeliveredGenerations,
  releaseGeneration,
  reserveGeneration,
} from './generation-usage.ts';
import { LetterGenerationFailure, type LetterGenerator } from './letter-generator.ts';
import { GenerationAbandoned, writeLetter, type WrittenLetter } from './write-letter.ts';

/** A failure on the generation endpoint: always `{ error }` with a message the browser can show as is. */
export class GenerationError extends HTTPException {
  constructor(status: 400 | 401 | 403 | 405 | 413 | 429 | 500 | 502 | 503 | 504, message: string) {
    super(status, { message });
  }
}

/** How often a quiet event stream gets a comment line; proxies commonly close connections idle for 60 seconds. */
const keepAliveIntervalMs = 15_000;

function wantsEventStream(accept: string | undefined): boolean {
  return accept !== undefined && /\btext\/event-stream\b/i.test(accept);
}

/** What the user is told when a generation fails; details go to the log only. */
function toGenerationError(error: unknown): GenerationError {
  if (error instanceof LetterGenerationFailure) {
    const cause =
      error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : String(error.cause ?? '');
    console.error(`Generation failed: ${error.message} (${cause})`);
    return new GenerationError(error.status, error.message);
  }
  if (!(error instanceof GenerationAbandoned)) console.error('Generation failed', error);
  return new GenerationError(502, messages.generationFailed);
}

/** What a request over the input limit is told (docs/product.md#limits). */
const inputTooLongMessage = `The resume and job description may have at most ${formatCount(maximumInputCharacters)} characters each.`;

function removeControlCharacters(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

/** `POST /generate-cover-letter` (docs/product.md#calls), metered by plan on the server, and `GET /usage`, the meter's reading. */
export function createGenerationRoutes(options: {
  database: Database;
  authService: AuthService;
  generator: LetterGenerator;
}) {
  const routes = new Hono();

  // The dashboard's plan badge reads the server's count, not the number of saved rows (which a user may delete).
  routes.get('/usage', async (context) => {
    let user;
    try {
      ({ user } = await options.authService.authenticate(context.req.header('Authorization')));
    } catch (error) {
      if (error instanceof AuthError) throw new GenerationError(401, 'Please log in to see the letters you have used.');
      throw error;
    }
    const plan = readPlan(appMetadataOf(user).plan);
    const usage: Usage = {
      plan,
      lettersUsed: await countDeliveredGenerations(options.database, user.id),
      letterLimit: plan === 'premium' ? null : freePlanLetterLimit,
    };
    context.header('Cache-Control', 'no-store');
    return context.json(usage);
  });

  routes.post(
    '/generate-cover-letter',
    bodyLimit({
      // Two inputs at the input limit, even if every character arrives JSON-escaped.
      maxSize: 2 * 1024 * 1024,
      onError: () => {
        throw new GenerationError(
          413,
          `The resume and job description are too large. Each may have at most ${formatCount(maximumInputCharacters)} characters.`,
        );
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
      // Control characters (NUL above all, which PostgreSQL text cannot store) never belong in a letter.
      const resume = removeControlCharacters(parsed.data.resume).trim();
      const jobDescription = removeControlCharacters(parsed.data.jobDescription).trim();
      if (resume === '' || jobDescription === '') throw new GenerationError(400, messages.emptyInput);
      if (resume.length > maximumInputCharacters || jobDescription.length > maximumInputCharacters) {
        throw new GenerationError(400, inputTooLongMessage);
      }
      const plan = readPlan(appMetadataOf(user).plan);
      const reservation = await reserveGeneration(options.database, user.id, plan);
      if (!reservation.reserved) {
        if (reservation.reason === 'plan_limit') throw new GenerationError(403, messages.freePlanLimit);
        throw new GenerationError(
          429,
          'You already have cover letters being generated. Please wait for them to finish.',
        );
      }
      // The letter is written from the facts the user confirmed; a client that sends none (the plain request) gets the
      // facts the engine reads from the texts.
      const facts: FactSheet = parsed.data.facts ?? {
        resume: readResumeFacts(resume),
        job: readJobBrief(jobDescription),
      };
      const { language, notice } = chooseLetterLanguage(facts.job, facts.resume, parsed.data.language);
      const languageInfo: LetterLanguageInfo = {
        letter: language,
        ad: facts.job.language,
        ...(notice ? { notice: describeLanguageNotice(notice) } : {}),
      };
      const variation = parsed.data.variation ?? 0;
      const input = {
        resume,
        jobDescription,
        facts,
        language,
        variation,
        length: parsed.data.length ?? 'standard',
        tone: parsed.data.tone ?? 'formal',
      } as const;
      const describe = (letter: WrittenLetter) => ({ ...letter, facts, language: languageInfo, variation });
      const reservationId = reservation.reservationId;

      if (!wantsEventStream(context.req.header('Accept'))) {
        let letter: WrittenLetter;
        try {
          letter = await writeLetter({ generator: options.generator, input, signal: context.req.raw.signal });
        } catch (error) {
          await releaseGeneration(options.database, reservationId);
          throw toGenerationError(error);
        }
        await completeGeneration(options.database, reservationId);
        return context.json(describe(letter));
      }

      // Server-sent events: `delta` {text} as the letter grows, then `done` {coverLetter, checks, generator} or `error`
      // {error}. A letter is charged the moment it is complete, whether or not `done` reaches the client; a generation
      // abandoned before that costs nothing. So that nobody gets a whole letter without it being complete (and
      // charged), the deltas run one paragraph behind: a paragraph is sent once the next one has begun, and the last
      // one only after the charge. A client that leaves early has never seen the letter's end.
      // X-Accel-Buffering: proxies such as nginx would otherwise hold the events back until the letter is complete.
      context.header('X-Accel-Buffering', 'no');
      return streamSSE(context, async (stream) => {
        const abandoned = new AbortController();
        stream.onAbort(() => abandoned.abort());
        context.req.raw.signal.addEventListener('abort', () => abandoned.abort(), { once: true });
        // Comment lines: the response starts at once, before the model's first word, and stays alive through a long
        // silence (a reasoning model thinking) so that proxies do not close it.
        await stream.write(': generating\n\n');
        const keepAlive = setInterval(() => void stream.write(': still generating\n\n'), keepAliveIntervalMs);
        let sent = '';
        let heldBack = '';
        const sendDelta = async (text: string) => {
          if (text === '' || stream.aborted) return;
          sent += text;
          await stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) });
        };
        let outcome: { letter: WrittenLetter } | { error: unknown };
        try {
          const letter = await writeLetter({
            generator: options.generator,
            input,
            signal: abandoned.signal,
            onText: async (text) => {
              heldBack += text;
              const paragraphEnd = heldBack.lastIndexOf('\n\n');
              if (paragraphEnd < 0) return;
              const finished = heldBack.slice(0, paragraphEnd + 2);
              heldBack = heldBack.slice(paragraphEnd + 2);
              await sendDelta(finished);
            },
          });
          outcome = { letter };
        } catch (error) {
          outcome = { error };
        } finally {
          clearInterval(keepAlive);
        }
        if ('error' in outcome) {
          await releaseGeneration(options.database, reservationId);
          if (!abandoned.signal.aborted && !stream.aborted) {
            await stream.writeSSE({
              event: 'error',
              data: JSON.stringify({ error: toGenerationError(outcome.error).message }),
            });
          }
          return;
        }
        // Complete: charged before its last paragraph leaves the server, even if the client goes away now.
        await completeGeneration(options.database, reservationId);
        const { coverLetter } = outcome.letter;
        if (coverLetter.startsWith(sent)) await sendDelta(coverLetter.slice(sent.length));
        if (!stream.aborted) {
          await stream.writeSSE({ event: 'done', data: JSON.stringify(describe(outcome.letter)) });
        }
      });
    },
  );

  // What the engine reads from a resume and an ad, for the user to confirm before generating. Not metered: reading
  // costs a few milliseconds and writes nothing.
  routes.post(
    '/read-facts',
    bodyLimit({
      maxSize: 2 * 1024 * 1024,
      onError: () => {
        throw new GenerationError(413, inputTooLongMessage);
      },
    }),
    async (context) => {
      try {
        await options.authService.authenticate(context.req.header('Authorization'));
      } catch (error) {
        if (error instanceof AuthError)
          throw new GenerationError(401, 'Please log in to read your resume and the job ad.');
        throw error;
      }
      const body = await readJsonBody(context.req.raw);
      const parsed = body.ok ? ReadFactsRequestSchema.safeParse(body.value) : undefined;
      if (!parsed?.success)
        throw new GenerationError(400, 'Send a JSON body with the fields resume and/or jobDescription.');
      const resume = removeControlCharacters(parsed.data.resume ?? '').trim();
      const jobDescription = removeControlCharacters(parsed.data.jobDescription ?? '').trim();
      if (resume.length > maximumInputCharacters || jobDescription.length > maximumInputCharacters) {
        throw new GenerationError(400, inputTooLongMessage);
      }
      const response: ReadFactsResponse = {
        ...(resume === '' ? {} : { resume: readResumeFacts(resume) }),
        ...(jobDescription === '' ? {} : { job: readJobBrief(jobDescription) }),
      };
      return context.json(response);
    },
  );

  return routes;
}
