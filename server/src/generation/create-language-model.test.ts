import { generateText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropicServer } from '../../test/fake-anthropic-server.ts';
import type { FakeLanguageModelServer } from '../../test/fake-language-model-server.ts';
import { startFakeOpenAiCompatibleServer } from '../../test/fake-openai-compatible-server.ts';
import { createLanguageModel, type LanguageModelSettings } from './create-language-model.ts';

const commonSettings = {
  firstTokenTimeoutMs: 1_000,
  totalTimeoutMs: 2_000,
  maxRetries: 0,
  fallback: 'none',
  maxOutputTokens: 100,
} as const;

let openAi: FakeLanguageModelServer;
let anthropic: FakeLanguageModelServer;

beforeAll(async () => {
  [openAi, anthropic] = await Promise.all([startFakeOpenAiCompatibleServer(), startFakeAnthropicServer()]);
});
afterAll(async () => {
  await Promise.all([openAi?.close(), anthropic?.close()]);
});

describe('createLanguageModel', () => {
  it('talks to an OpenAI-compatible server at LLM_BASE_URL, with the key as a Bearer token', async () => {
    openAi.reply({ kind: 'letter', pieces: ['Dear ', 'Hiring Manager,'] });
    const settings: LanguageModelSettings = {
      ...commonSettings,
      provider: 'openai-compatible',
      baseUrl: `${openAi.baseUrl}/`,
      apiKey: 'secret',
      model: 'llama3.1',
    };
    const { text } = await generateText({ model: createLanguageModel(settings), prompt: 'Write.', maxRetries: 0 });
    expect(text).toBe('Dear Hiring Manager,');
    const request = openAi.requests.at(-1);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer secret');
    expect(request?.body).toMatchObject({ model: 'llama3.1' });
  });

  it('sends no Authorization header to a local server that needs no key', async () => {
    const settings: LanguageModelSettings = {
      ...commonSettings,
      provider: 'openai-compatible',
      baseUrl: openAi.baseUrl,
      apiKey: undefined,
      model: 'llama3.1',
    };
    await generateText({ model: createLanguageModel(settings), prompt: 'Write.', maxRetries: 0 });
    expect(openAi.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('talks to the Anthropic Messages API at an overridden base URL, with the key in x-api-key', async () => {
    anthropic.reply({ kind: 'letter', pieces: ['Dear ', 'Hiring Manager,'] });
    const settings: LanguageModelSettings = {
      ...commonSettings,
      provider: 'anthropic',
      baseUrl: anthropic.baseUrl,
      apiKey: 'anthropic-secret',
      model: 'claude-test',
    };
    const { text } = await generateText({ model: createLanguageModel(settings), prompt: 'Write.', maxRetries: 0 });
    expect(text).toBe('Dear Hiring Manager,');
    const request = anthropic.requests.at(-1);
    expect(request?.path).toBe('/v1/messages');
    expect(request?.headers['x-api-key']).toBe('anthropic-secret');
    expect(request?.body).toMatchObject({ model: 'claude-test' });
  });
});
