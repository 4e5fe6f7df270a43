import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/load-config.ts';
import { createLetterGenerator } from './create-letter-generator.ts';

const modelEnvironment = {
  LLM_PROVIDER: 'openai-compatible',
  LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
  LLM_MODEL: 'llama3.1',
};

describe('createLetterGenerator', () => {
  it('uses the built-in composer by default, with no fallback', () => {
    const generator = createLetterGenerator(loadConfig({}).languageModel);
    expect(generator.name).toBe('builtin');
    expect(generator.fallback).toBeUndefined();
  });

  it('uses the configured model, and the built-in composer as its fallback only when asked', () => {
    const withoutFallback = createLetterGenerator(loadConfig(modelEnvironment).languageModel);
    expect(withoutFallback.name).toBe('openai-compatible');
    expect(withoutFallback.fallback).toBeUndefined();
    const withFallback = createLetterGenerator(
      loadConfig({ ...modelEnvironment, LLM_FALLBACK: 'builtin' }).languageModel,
    );
    expect(withFallback.fallback?.name).toBe('builtin');
  });

  it('has sane time-out and retry defaults', () => {
    expect(loadConfig(modelEnvironment).languageModel).toMatchObject({
      firstTokenTimeoutMs: 30_000,
      totalTimeoutMs: 120_000,
      maxRetries: 2,
      fallback: 'none',
      maxOutputTokens: 2_000,
    });
  });

  it('stops the server on a bad generation setting, naming the variable', () => {
    expect(() => loadConfig({ ...modelEnvironment, LLM_FIRST_TOKEN_TIMEOUT_MS: 'soon' })).toThrow(
      /LLM_FIRST_TOKEN_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ ...modelEnvironment, LLM_FALLBACK: 'openai' })).toThrow(/LLM_FALLBACK/);
    expect(() => loadConfig({ ...modelEnvironment, LLM_MAX_RETRIES: '-1' })).toThrow(/LLM_MAX_RETRIES/);
    expect(() =>
      loadConfig({ ...modelEnvironment, LLM_FIRST_TOKEN_TIMEOUT_MS: '60000', LLM_TOTAL_TIMEOUT_MS: '30000' }),
    ).toThrow(ConfigError);
  });
});
