import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';

describe('UPGRADE_URL', () => {
  it('is absent unless the operator sets it', () => {
    expect(loadConfig({}).upgradeUrl).toBeUndefined();
  });

  it("takes an http or https address of the operator's upgrade page", () => {
    expect(loadConfig({ UPGRADE_URL: 'https://letters.example.com/premium' }).upgradeUrl).toBe(
      'https://letters.example.com/premium',
    );
    expect(loadConfig({ UPGRADE_URL: 'http://localhost:8080/upgrade' }).upgradeUrl).toBe(
      'http://localhost:8080/upgrade',
    );
  });

  it('stops the server with a message naming the variable for anything a link must not be', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,hi', 'premium page', 'ftp://example.com/upgrade']) {
      expect(() => loadConfig({ UPGRADE_URL: value })).toThrow(/UPGRADE_URL: must be an http:\/\/ or https:\/\/ URL/);
    }
  });
});

describe('LLM_PROVIDER', () => {
  it('gives the built-in composer no model settings to check', () => {
    expect(loadConfig({}).languageModel).toEqual({
      provider: 'builtin',
      firstTokenTimeoutMs: 30_000,
      totalTimeoutMs: 120_000,
      maxRetries: 2,
      fallback: 'none',
      maxOutputTokens: 2_000,
    });
  });

  it('requires what each provider needs, naming each missing variable', () => {
    expect(() => loadConfig({ LLM_PROVIDER: 'openai-compatible' })).toThrow(
      'Invalid configuration:\n  LLM_BASE_URL: required when LLM_PROVIDER is openai-compatible\n  LLM_MODEL: required when LLM_PROVIDER is openai-compatible',
    );
    expect(() => loadConfig({ LLM_PROVIDER: 'anthropic', LLM_MODEL: 'claude-test' })).toThrow(
      'Invalid configuration:\n  LLM_API_KEY: required when LLM_PROVIDER is anthropic',
    );
    expect(() => loadConfig({ LLM_PROVIDER: 'anthropic', LLM_MODEL: '', LLM_API_KEY: 'key' })).toThrow(
      /LLM_MODEL: required when LLM_PROVIDER is anthropic/,
    );
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(
      /LLM_PROVIDER: must be builtin, openai-compatible or anthropic/,
    );
  });

  it('hands a provider its settings in that provider’s shape, key optional only where a local server needs none', () => {
    expect(
      loadConfig({
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: 'llama3.1',
      }).languageModel,
    ).toMatchObject({ provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined });
    const anthropic = loadConfig({ LLM_PROVIDER: 'anthropic', LLM_MODEL: 'claude-test', LLM_API_KEY: 'key' });
    expect(anthropic.languageModel).toMatchObject({ provider: 'anthropic', model: 'claude-test', apiKey: 'key' });
  });
});

describe('cross-variable rules', () => {
  it('needs PUBLIC_URL for emailed links, and sends from its host by default', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
      /PUBLIC_URL: required when SMTP_URL is set/,
    );
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://letters.example.com/' }).mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'Cover Letter Generator <no-reply@letters.example.com>',
    });
  });

  it('refuses a first-token time-out longer than the whole letter may take', () => {
    expect(() => loadConfig({ LLM_FIRST_TOKEN_TIMEOUT_MS: '60000', LLM_TOTAL_TIMEOUT_MS: '30000' })).toThrow(
      /LLM_FIRST_TOKEN_TIMEOUT_MS: must not be larger than LLM_TOTAL_TIMEOUT_MS/,
    );
  });
});
