import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { streamSSE } from 'hono/streaming';
import { messages } from '@cover-letter/shared/messages';
import {
  GenerateRequestSchema,
  maximumInputCharacters,
  type LetterLanguageInfo,
} from '@cover-letter/shared/generation-schema';
import { ReadFactsRequestSchema, type FactSheet, type ReadFactsResponse } from '@cover-letter/shared/fact-sheet-schema';
import { chooseLetterLanguage, describeLanguageNotice } from '@cover-letter/letter/compose/compose-letter';
import { readJobBrief } from '@cover-letter/letter/facts/read-job-brief';
import { readResumeFacts } from '@cover-letter/letter/facts/read-resume-facts';
import type { ApiUser, AuthenticateApiUser } from '../auth/api-user.ts';
import { AuthError } from '../auth/auth-error.ts';
import type { Database } from '../database/create-database.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { requestLogger } from '../observability/logger.ts';
import type { GenerationOutcome } from '../observability/metrics.ts';
import { freePlanLetterLimit, PlanSchema } from '@cover-letter/shared/plans';
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

/** What a generation cut short by a stopping server says (after its time limit, `SHUTDOWN_TIMEOUT`). */
export const serverStoppingMessage =
  'The server is restarting, so this letter was stopped before it was finished. It was not counted; please try again.';

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
    requestLogger().error(`Generation failed: ${error.message} (${cause})`);
    return new GenerationError(error.status, error.message);
  }
  if (!(error instanceof GenerationAbandoned)) requestLogger().error({ err: error }, 'Generation failed');
  return new GenerationError(502, messages.generationFailed);
}

function removeControlCharacters(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

/** `POST /generate-cover-letter` (SPEC.md §7), metered by plan on the server, and `GET /usage`, the meter's reading. */
export function createGenerationRoutes(options: {
  database: Database;
  authenticateApiUser: AuthenticateApiUser;
  generator: LetterGenerator;
  /** Counts each generation for /metrics; `seconds` is absent for a refusal. */
  observeGeneration?: (labels: { generator: string; outcome: GenerationOutcome }, seconds?: number) => void;
  /** Aborted when a stopping server gives up waiting: running generations end, uncharged, with `serverStopping`. */
  shutdownSignal?: AbortSignal;
}) {
  const routes = new Hono();
  const shutdownSignal = options.shutdownSignal ?? new AbortController().signal;
  const observe = (generator: string, outcome: GenerationOutcome, startedAt?: number) =>
    options.observeGeneration?.(
      { generator, outcome },
      startedAt === undefined ? undefined : (performance.now() - startedAt) / 1000,
    );

  /** The caller's user, or the endpoint's `{error}`: `refusal` when not signed in, 503 when the token cannot be checked. */
  async function authenticate(authorization: string | undefined, refusal: string): Promise<ApiUser> {
    try {
      return await options.authenticateApiUser(authorization);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      if (error.status === 503) {
        requestLogger().error(error.message);
        throw new GenerationError(503, 'Your session could not be checked just now. Please try again.');
      }
      throw new GenerationError(401, refusal);
    }
  }

  // The dashboard's plan badge reads the server's count, not the number of saved rows (which a user may delete).
  routes.get('/usage', async (context) => {
    const user = await authenticate(
      context.req.header('Authorization'),
      'Please log in to see the letters you have used.',
    );
    const plan = PlanSchema.catch('free').parse(user.appMetadata.plan);
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
      // Two inputs of 50,000 characters, even if every character arrives JSON-escaped.
      maxSize: 2 * 1024 * 1024,
      onError: () => {
        throw new GenerationError(
          413,
          'The resume and job description are too large. Each may have at most 50,000 characters.',
        );
      },
    }),
    async (context) => {
      const user = await authenticate(context.req.header('Authorization'), 'Please log in to generate a cover letter.');
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
        throw new GenerationError(400, 'The resume and job description may have at most 50,000 characters each.');
      }
      const plan = String(user.appMetadata.plan ?? 'free');
      const reservation = await reserveGeneration(options.database, user.id, plan);
      if (!reservation.reserved) {
        observe(options.generator.name, 'refused');
        if (reservation.reason === 'plan_limit') throw new GenerationError(403, messages.freePlanLimit);
        throw new GenerationError(
          429,
          'You already have cover letters being generated. Please wait for them to finish.',
        );
      }
      // The letter is written from the facts the user confirmed; a client that sends none (SPEC's request) gets the
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
      const startedAt = performance.now();
      const failureOutcome = (error: unknown): GenerationOutcome =>
        error instanceof GenerationAbandoned || shutdownSignal.aborted ? 'abandoned' : 'failed';

      if (!wantsEventStream(context.req.header('Accept'))) {
        let letter: WrittenLetter;
        try {
          letter = await writeLetter({
            generator: options.generator,
            input,
            signal: AbortSignal.any([context.req.raw.signal, shutdownSignal]),
          });
        } catch (error) {
          await releaseGeneration(options.database, reservationId);
          observe(options.generator.name, failureOutcome(error), startedAt);
          if (shutdownSignal.aborted) throw new GenerationError(503, serverStoppingMessage);
          throw toGenerationError(error);
        }
        await completeGeneration(options.database, reservationId);
        observe(letter.generator, 'succeeded', startedAt);
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
        const stopGeneration = () => abandoned.abort();
        shutdownSignal.addEventListener('abort', stopGeneration, { once: true });
        if (shutdownSignal.aborted) abandoned.abort();
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
          shutdownSignal.removeEventListener('abort', stopGeneration);
        }
        if ('error' in outcome) {
          await releaseGeneration(options.database, reservationId);
          observe(options.generator.name, failureOutcome(outcome.error), startedAt);
          // The server is stopping and the client is still there: it is told why the letter stopped, and that it
          // cost nothing.
          if (shutdownSignal.aborted && !stream.aborted && !context.req.raw.signal.aborted) {
            await stream.writeSSE({ event: 'error', data: JSON.stringify({ error: serverStoppingMessage }) });
          } else if (!abandoned.signal.aborted && !stream.aborted) {
            await stream.writeSSE({
              event: 'error',
              data: JSON.stringify({ error: toGenerationError(outcome.error).message }),
            });
          }
          return;
        }
        // Complete: charged before its last paragraph leaves the server, even if the client goes away now.
        await completeGeneration(options.database, reservationId);
        observe(outcome.letter.generator, 'succeeded', startedAt);
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
        throw new GenerationError(413, 'The resume and job description may have at most 50,000 characters each.');
      },
    }),
    async (context) => {
      await authenticate(context.req.header('Authorization'), 'Please log in to read your resume and the job ad.');
      const body = await readJsonBody(context.req.raw);
      const parsed = body.ok ? ReadFactsRequestSchema.safeParse(body.value) : undefined;
      if (!parsed?.success)
        throw new GenerationError(400, 'Send a JSON body with the fields resume and/or jobDescription.');
      const resume = removeControlCharacters(parsed.data.resume ?? '').trim();
      const jobDescription = removeControlCharacters(parsed.data.jobDescription ?? '').trim();
      if (resume.length > maximumInputCharacters || jobDescription.length > maximumInputCharacters) {
        throw new GenerationError(400, 'The resume and job description may have at most 50,000 characters each.');
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
