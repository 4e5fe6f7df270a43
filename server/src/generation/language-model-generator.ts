import { APICallError, streamText, type LanguageModel } from 'ai';
import { buildLetterPrompt, buildRevisionPrompt, letterInstructions, revisionInstructions } from './letter-prompt.ts';
import { LetterGenerationFailure, type LetterGenerator } from './letter-generator.ts';

export type LanguageModelGeneratorOptions = {
  /** Reported to the client as `generator`. */
  name: string;
  model: LanguageModel;
  firstTokenTimeoutMs: number;
  totalTimeoutMs: number;
  maxRetries: number;
  /** Sent as the model's output limit; 0 sends none. */
  maxOutputTokens: number;
};

const tryAgain = 'Please try again; failed attempts are not counted.';

class Timeout extends Error {
  readonly kind: 'first-token' | 'total';

  constructor(kind: 'first-token' | 'total') {
    super(
      kind === 'first-token'
        ? 'no text before the first-token time-out'
        : 'letter not finished before the total time-out',
    );
    this.kind = kind;
  }
}

function waitBeforeRetry(attempt: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.min(250 * 2 ** attempt, 2_000));
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function describeFailure(error: unknown, textArrived: boolean): LetterGenerationFailure {
  if (error instanceof Timeout) {
    return error.kind === 'first-token'
      ? new LetterGenerationFailure(504, `The language model did not start answering in time. ${tryAgain}`, {
          cause: error,
        })
      : new LetterGenerationFailure(504, `The language model took too long to finish the letter. ${tryAgain}`, {
          cause: error,
        });
  }
  const brokeOffAfterAnswering =
    APICallError.isInstance(error) && error.statusCode !== undefined && error.statusCode < 400;
  if (textArrived || brokeOffAfterAnswering) {
    return new LetterGenerationFailure(502, `The language model stopped before the letter was finished. ${tryAgain}`, {
      cause: error,
    });
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 401 || status === 403) {
      return new LetterGenerationFailure(
        502,
        "The language model service refused this server's credentials. Please tell the site's operator; failed attempts are not counted.",
        { cause: error },
      );
    }
    if (status === 429) {
      return new LetterGenerationFailure(503, `The language model service is busy. ${tryAgain}`, { cause: error });
    }
    if (status === undefined) {
      return new LetterGenerationFailure(502, `The language model service could not be reached. ${tryAgain}`, {
        cause: error,
      });
    }
    return new LetterGenerationFailure(502, `The language model service failed (HTTP ${status}). ${tryAgain}`, {
      cause: error,
    });
  }
  return new LetterGenerationFailure(502, `The language model failed to write a letter. ${tryAgain}`, { cause: error });
}

/**
 * A letter from a language model through the AI SDK, streamed. Time-outs for the first text and for the whole letter;
 * retries only while no text has arrived (a letter is never sent twice and then spliced); every failure becomes a
 * `LetterGenerationFailure` the user can read. Aborting `signal` cancels the upstream request.
 */
export function createLanguageModelGenerator(options: LanguageModelGeneratorOptions): LetterGenerator {
  // A first letter and a revision differ only in what the model is told; time-outs, retries and failures are the same.
  async function* streamAnswer(system: string, prompt: string, signal: AbortSignal): AsyncGenerator<string> {
    if (signal.aborted) return;
    const total = new AbortController();
    const totalTimer = setTimeout(() => total.abort(new Timeout('total')), options.totalTimeoutMs);
    const onClientAbort = () => total.abort(signal.reason);
    signal.addEventListener('abort', onClientAbort, { once: true });
    try {
      for (let attempt = 0; ; attempt += 1) {
        const attemptController = new AbortController();
        const onTotalAbort = () => attemptController.abort(total.signal.reason);
        total.signal.addEventListener('abort', onTotalAbort, { once: true });
        const firstTokenTimer = setTimeout(
          () => attemptController.abort(new Timeout('first-token')),
          options.firstTokenTimeoutMs,
        );
        let textArrived = false;
        // A reasoning model thinks before it writes: its reasoning shows the call is alive and has begun.
        let answerBegan = false;
        try {
          if (total.signal.aborted) throw total.signal.reason;
          const result = streamText({
            model: options.model,
            system,
            prompt,
            ...(options.maxOutputTokens > 0 ? { maxOutputTokens: options.maxOutputTokens } : {}),
            maxRetries: 0,
            abortSignal: attemptController.signal,
            onError: () => {},
          });
          for await (const part of result.stream) {
            if (part.type === 'text-delta' || part.type === 'reasoning-delta') {
              if (part.text === '') continue;
              answerBegan = true;
              clearTimeout(firstTokenTimer);
              if (part.type === 'reasoning-delta') continue;
              textArrived = true;
              yield part.text;
            } else if (part.type === 'error') {
              throw part.error;
            } else if (part.type === 'abort') {
              throw attemptController.signal.reason ?? new Error('the model call was aborted');
            }
          }
          if (attemptController.signal.aborted) throw attemptController.signal.reason;
          return;
        } catch (caught) {
          // The SDK may report our own abort as its own error; the reason we aborted for is what counts.
          const error = attemptController.signal.aborted ? attemptController.signal.reason : caught;
          if (signal.aborted) throw error;
          // Retry only a call that failed before its answer began: a refused or unreachable request, never a broken stream.
          const retryable =
            !answerBegan &&
            APICallError.isInstance(error) &&
            error.isRetryable &&
            (error.statusCode === undefined || error.statusCode >= 400);
          if (!retryable || attempt >= options.maxRetries) throw describeFailure(error, textArrived);
          await waitBeforeRetry(attempt, total.signal);
        } finally {
          clearTimeout(firstTokenTimer);
          total.signal.removeEventListener('abort', onTotalAbort);
          attemptController.abort();
        }
      }
    } finally {
      clearTimeout(totalTimer);
      signal.removeEventListener('abort', onClientAbort);
    }
  }

  return {
    name: options.name,
    streamLetter: (input, signal) => streamAnswer(letterInstructions, buildLetterPrompt(input), signal),
    reviseLetter: (input, revision, signal) =>
      streamAnswer(revisionInstructions, buildRevisionPrompt(input, revision), signal),
  };
}
