import type { ZodType } from 'zod';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { streamSSE } from 'hono/streaming';
import { messages } from '@cover-letter/shared/messages';
import {
  CheckLetterRequestSchema,
  GenerateRequestSchema,
  ReviseLetterRequestSchema,
  type CheckLetterResponse,
  type GenerateRequest,
  type LetterLanguageInfo,
} from '@cover-letter/shared/generation-schema';
import { formatCount, maximumInputCharacters, maximumLetterCharacters } from '@cover-letter/shared/limits';
import { ReadFactsRequestSchema, type FactSheet, type ReadFactsResponse } from '@cover-letter/shared/fact-sheet-schema';
import { chooseLetterLanguage, describeLanguageNotice } from '@cover-letter/letter/compose/compose-letter';
import { readJobBrief } from '@cover-letter/letter/facts/read-job-brief';
import { readResumeFacts } from '@cover-letter/letter/facts/read-resume-facts';
import { checkLetter } from '@cover-letter/letter/check/check-letter';
import type { ApiUser, AuthenticateApiUser } from '../auth/api-user.ts';
import { AuthError } from '../auth/auth-error.ts';
import type { Database } from '../database/create-database.ts';
import { createRateLimiter } from '../http/rate-limiter.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { requestLogger } from '../observability/logger.ts';
import type { GenerationOutcome } from '../observability/metrics.ts';
import { freePlanLetterLimit, readPlan, type Plan } from '@cover-letter/shared/plans';
import type { Usage } from '@cover-letter/shared/usage-schema';
import {
  completeGeneration,
  countDeliveredGenerations,
  releaseGeneration,
  reserveGeneration,
} from './generation-usage.ts';
import {
  LetterGenerationFailure,
  type GenerationInput,
  type LetterGenerator,
  type RevisionFinding,
} from './letter-generator.ts';
import { GenerationAbandoned, writeLetter, type WrittenLetter } from './write-letter.ts';

/** A failure on the generation endpoint: always `{ error }` with a message the browser can show as is. */
export class GenerationError extends HTTPException {
  /** Sent with the `{error}` body: Retry-After on a 429. */
  readonly headers: Record<string, string>;

  constructor(
    status: 400 | 401 | 403 | 405 | 413 | 429 | 500 | 502 | 503 | 504,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(status, { message });
    this.headers = headers;
  }
}

/** How often a quiet event stream gets a comment line; proxies commonly close connections idle for 60 seconds. */
const keepAliveIntervalMs = 15_000;

function wantsEventStream(accept: string | undefined): boolean {
  return accept !== undefined && /\btext\/event-stream\b/i.test(accept);
}

/** What a generation cut short by a stopping server says (after its time limit, `SHUTDOWN_TIMEOUT`). */
export const serverStoppingMessage =
  'The server is restarting, so this letter was stopped before it was finished. It was not counted; please try again.';

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

/** What a request over the input limit is told (docs/product.md#limits). */
const inputTooLongMessage = `The resume and job description may have at most ${formatCount(maximumInputCharacters)} characters each.`;

function removeControlCharacters(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

/** A resume and an ad at the input limit, a letter and the confirmed facts, even if every character arrives JSON-escaped. */
const lettersBodyLimit = 3 * 1024 * 1024;

/** The texts a request names, as the messages name them. */
const textLabels = { resume: 'resume', jobDescription: 'job description', letter: 'letter' } as const;
type TextField = keyof typeof textLabels;

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Why a body is not a request with these texts, in words the sender can act on: which field is missing or is not
 * text. Empty when the texts are all there (an option may still be wrong).
 */
function describeBodyProblem(body: unknown, fields: readonly TextField[]): string {
  const expected = `Send a JSON body with the fields ${joinWords(fields)}`;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return `${expected}.`;
  const missing = fields.filter((field) => !(field in body));
  if (missing.length > 0) return `${expected}: ${joinWords(missing)} ${missing.length === 1 ? 'is' : 'are'} missing.`;
  const notText = fields.filter((field) => typeof Reflect.get(body, field) !== 'string');
  if (notText.length > 0) return `${expected}: ${joinWords(notText)} must be text.`;
  return '';
}

/** The most characters each text may have: the letter as much as a saved letter, the others as generation allows. */
const textLimits: Record<TextField, number> = {
  resume: maximumInputCharacters,
  jobDescription: maximumInputCharacters,
  letter: maximumLetterCharacters,
};

/** The texts with control characters removed and the ends trimmed; a 400 for a text over its limit, naming it. */
function cleanTexts<Field extends TextField>(
  fields: readonly Field[],
  texts: Record<Field, string>,
): Record<Field, string> {
  const cleaned: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    // Control characters (NUL above all, which PostgreSQL text cannot store) never belong in a letter.
    const text = removeControlCharacters(texts[field]).trim();
    cleaned[field] = text;
    if (text.length > textLimits[field]) {
      throw new GenerationError(
        400,
        `The ${textLabels[field]} may have at most ${formatCount(textLimits[field])} characters.`,
      );
    }
  }
  return { ...texts, ...cleaned };
}

/** The body limit of the two letter endpoints: a 413 that names the limits. */
const lettersBodyLimitMiddleware = bodyLimit({
  maxSize: lettersBodyLimit,
  onError: () => {
    throw new GenerationError(
      413,
      `The resume, job description and letter are too large. Each may have at most ${formatCount(maximumInputCharacters)} characters.`,
    );
  },
});

const letterFields = ['resume', 'jobDescription', 'letter'] as const;

/**
 * A letter endpoint's body read with its schema: a 400 naming the missing, mistyped or oversized field, or an empty
 * text (`emptyLetter` for the letter); the texts cleaned.
 */
async function readLetterRequest<Data extends Record<(typeof letterFields)[number], string>>(
  request: Request,
  schema: ZodType<Data>,
  emptyLetter: string,
): Promise<{ data: Data; resume: string; jobDescription: string; letter: string }> {
  const body = await readJsonBody(request);
  const problem = describeBodyProblem(body.ok ? body.value : undefined, letterFields);
  if (problem !== '') throw new GenerationError(400, problem);
  const parsed = schema.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    throw new GenerationError(400, `The field ${String(field ?? 'body')} is not valid.`);
  }
  const { resume, jobDescription, letter } = cleanTexts(letterFields, parsed.data);
  if (resume === '' || jobDescription === '') throw new GenerationError(400, messages.emptyInput);
  if (letter === '') throw new GenerationError(400, emptyLetter);
  return { data: parsed.data, resume, jobDescription, letter };
}

/** "30 seconds", "1 minute": how long a rate-limited user waits. */
function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * `POST /generate-cover-letter` (docs/product.md#calls), metered by plan on the server, and `GET /usage`, the meter's reading;
 * `POST /check-letter`, any letter checked, rate-limited but not metered; `POST /revise-cover-letter`, a language
 * model's letter corrected with the checker's findings, metered as one generation (docs/decisions/0023-check-any-letter.md).
 */
export function createGenerationRoutes(options: {
  database: Database;
  authenticateApiUser: AuthenticateApiUser;
  generator: LetterGenerator;
  /** Letters one user may check in 5 minutes. */
  letterChecksPerUser: number;
  /** Counts each generation for /metrics; `seconds` is absent for a refusal. */
  observeGeneration?: (labels: { generator: string; outcome: GenerationOutcome }, seconds?: number) => void;
  /** Aborted when a stopping server gives up waiting: running generations end, uncharged, with `serverStopping`. */
  shutdownSignal?: AbortSignal;
}) {
  const routes = new Hono();
  // Kept in the database like the other limits, so that several app servers count one user's checks together.
  const letterChecksPerUser = createRateLimiter({
    database: options.database,
    bucket: 'letter-checks-per-user',
    limit: options.letterChecksPerUser,
    windowSeconds: 300,
  });
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

  /** What a generator is given for a request's texts and options: the facts, the letter's language and the rest. */
  function prepareGeneration(request: GenerateRequest, resume: string, jobDescription: string) {
    // The letter is written from the facts the user confirmed; a client that sends none (the plain request) gets the
    // facts the engine reads from the texts.
    const facts: FactSheet = request.facts ?? {
      resume: readResumeFacts(resume),
      job: readJobBrief(jobDescription),
    };
    const { language, notice } = chooseLetterLanguage(facts.job, facts.resume, request.language, jobDescription);
    const languageInfo: LetterLanguageInfo = {
      letter: language,
      ad: facts.job.language,
      ...(notice ? { notice: describeLanguageNotice(notice) } : {}),
    };
    const variation = request.variation ?? 0;
    const input: GenerationInput = {
      resume,
      jobDescription,
      facts,
      language,
      variation,
      length: request.length ?? 'standard',
      tone: request.tone ?? 'formal',
    };
    const describe = (letter: WrittenLetter) => ({ ...letter, facts, language: languageInfo, variation });
    return { input, describe };
  }

  /**
   * Reserves one of the user's generations, runs the generator and answers with its checked letter, as JSON or as
   * server-sent events. The one metered path: a first letter and a revision are charged by the same rules.
   */
  async function deliverLetter(
    context: Context,
    delivery: {
      userId: string;
      plan: Plan;
      generator: LetterGenerator;
      input: GenerationInput;
      describe: (letter: WrittenLetter) => object;
    },
  ) {
    const { generator, input, describe } = delivery;
    const reservation = await reserveGeneration(options.database, delivery.userId, delivery.plan);
    if (!reservation.reserved) {
      observe(generator.name, 'refused');
      if (reservation.reason === 'plan_limit') throw new GenerationError(403, messages.freePlanLimit);
      throw new GenerationError(429, 'You already have cover letters being generated. Please wait for them to finish.');
    }
    const reservationId = reservation.reservationId;
    const startedAt = performance.now();
    const failureOutcome = (error: unknown): GenerationOutcome =>
      error instanceof GenerationAbandoned || shutdownSignal.aborted ? 'abandoned' : 'failed';

    if (!wantsEventStream(context.req.header('Accept'))) {
      let letter: WrittenLetter;
      try {
        letter = await writeLetter({
          generator,
          input,
          signal: AbortSignal.any([context.req.raw.signal, shutdownSignal]),
        });
      } catch (error) {
        await releaseGeneration(options.database, reservationId);
        observe(generator.name, failureOutcome(error), startedAt);
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
          generator,
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
        observe(generator.name, failureOutcome(outcome.error), startedAt);
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
  }

  // The dashboard's plan badge reads the server's count, not the number of saved rows (which a user may delete).
  routes.get('/usage', async (context) => {
    const user = await authenticate(
      context.req.header('Authorization'),
      'Please log in to see the letters you have used.',
    );
    const plan = readPlan(user.appMetadata.plan);
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
        throw new GenerationError(400, inputTooLongMessage);
      }
      const { input, describe } = prepareGeneration(parsed.data, resume, jobDescription);
      return deliverLetter(context, {
        userId: user.id,
        plan: readPlan(user.appMetadata.plan),
        generator: options.generator,
        input,
        describe,
      });
    },
  );

  // Any letter, written anywhere, checked as a generated one is. Not metered by the plan: a check writes nothing and
  // costs milliseconds. Rate-limited per user instead, before the body is read, so bad requests count too.
  routes.post('/check-letter', lettersBodyLimitMiddleware, async (context) => {
    const user = await authenticate(context.req.header('Authorization'), 'Please log in to check a letter.');
    const allowed = await letterChecksPerUser.hit(user.id);
    if (!allowed.allowed) {
      throw new GenerationError(
        429,
        `You have checked many letters in a short time. Please try again in ${describeWait(allowed.retryAfterSeconds)}.`,
        { 'Retry-After': String(allowed.retryAfterSeconds) },
      );
    }
    const { data, resume, jobDescription, letter } = await readLetterRequest(
      context.req.raw,
      CheckLetterRequestSchema,
      'Paste the letter to check.',
    );
    const checks = checkLetter({
      letter,
      resume,
      jobDescription,
      length: data.length ?? 'standard',
      ...(data.language ? { language: data.language } : {}),
      ...(data.facts ? { facts: data.facts } : {}),
    });
    const response: CheckLetterResponse = { checks };
    return context.json(response);
  });

  // A language model's letter corrected with the checker's findings, streamed and metered like a first letter. The
  // findings are the server's own (the letter is checked again here): a finding the client wrote could carry
  // instructions into the prompt. The built-in composer does not revise, and the model's fallback is not used: it
  // would write a new letter, not correct this one.
  routes.post('/revise-cover-letter', lettersBodyLimitMiddleware, async (context) => {
    const user = await authenticate(context.req.header('Authorization'), 'Please log in to revise a cover letter.');
    const { reviseLetter } = options.generator;
    if (!reviseLetter) {
      throw new GenerationError(
        400,
        'This server writes letters with the built-in writer, which states only what your resume supports; revising a letter needs a language model.',
      );
    }
    const { data, resume, jobDescription, letter } = await readLetterRequest(
      context.req.raw,
      ReviseLetterRequestSchema,
      'Send the letter to revise.',
    );
    const { input, describe } = prepareGeneration(data, resume, jobDescription);
    const checks = checkLetter({
      letter,
      resume,
      jobDescription,
      length: input.length,
      language: input.language,
      facts: input.facts,
    });
    if (checks.passed) {
      throw new GenerationError(400, 'This letter passed every check, so there is nothing to revise.');
    }
    const findings: RevisionFinding[] = checks.findings.flatMap((finding) =>
      finding.severity === 'info'
        ? []
        : [
            {
              criterion: finding.criterion,
              severity: finding.severity,
              message: finding.message,
              ...(finding.span ? { quote: letter.slice(finding.span.start, finding.span.end) } : {}),
            },
          ],
    );
    const reviser: LetterGenerator = {
      name: options.generator.name,
      streamLetter: (revisionInput, signal) => reviseLetter(revisionInput, { letter, findings }, signal),
    };
    return deliverLetter(context, {
      userId: user.id,
      plan: readPlan(user.appMetadata.plan),
      generator: reviser,
      input,
      describe,
    });
  });

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
      await authenticate(context.req.header('Authorization'), 'Please log in to read your resume and the job ad.');
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
