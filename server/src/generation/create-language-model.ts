import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LanguageModelConfig } from '../config/load-config.ts';

/** A language model's settings: the configuration of any provider but the built-in composer. */
export type LanguageModelSettings = Exclude<LanguageModelConfig, { provider: 'builtin' }>;

/**
 * The one place that names a provider. `openai-compatible` covers OpenAI, Ollama, vLLM, llama.cpp server, LM Studio
 * and OpenRouter (LLM_BASE_URL is the API root, e.g. http://localhost:11434/v1); `anthropic` talks to the Messages
 * API (LLM_BASE_URL optional, e.g. https://api.anthropic.com/v1).
 */
export function createLanguageModel(settings: LanguageModelSettings): LanguageModel {
  switch (settings.provider) {
    case 'openai-compatible': {
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.baseUrl.replace(/\/+$/, ''),
        ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
      });
      return provider.chatModel(settings.model);
    }
    case 'anthropic': {
      const provider = createAnthropic({
        apiKey: settings.apiKey,
        ...(settings.baseUrl ? { baseURL: settings.baseUrl.replace(/\/+$/, '') } : {}),
      });
      return provider.messages(settings.model);
    }
  }
}
