import type { ServerConfig } from '../config/load-config.ts';
import { createBuiltinGenerator } from './builtin-generator.ts';
import { createLanguageModel } from './create-language-model.ts';
import { createLanguageModelGenerator } from './language-model-generator.ts';
import type { LetterGenerator } from './letter-generator.ts';

/** The generator the configuration asks for: the built-in composer, or a language model with an optional built-in fallback. */
export function createLetterGenerator(settings: ServerConfig['languageModel']): LetterGenerator {
  const { provider, model } = settings;
  if (provider === 'builtin') return createBuiltinGenerator();
  if (!model) throw new Error(`LLM_MODEL is required when LLM_PROVIDER is ${provider}`);
  const generator = createLanguageModelGenerator({
    name: provider,
    model: createLanguageModel({ ...settings, provider, model }),
    firstTokenTimeoutMs: settings.firstTokenTimeoutMs,
    totalTimeoutMs: settings.totalTimeoutMs,
    maxRetries: settings.maxRetries,
    maxOutputTokens: settings.maxOutputTokens,
  });
  return settings.fallback === 'builtin' ? { ...generator, fallback: createBuiltinGenerator() } : generator;
}
