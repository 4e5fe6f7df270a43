import type { LanguageModelConfig } from '../config/load-config.ts';
import { createBuiltinGenerator } from './builtin-generator.ts';
import { createLanguageModel } from './create-language-model.ts';
import { createLanguageModelGenerator } from './language-model-generator.ts';
import type { LetterGenerator } from './letter-generator.ts';

/** The generator the configuration asks for: the built-in composer, or a language model with an optional built-in fallback. */
export function createLetterGenerator(settings: LanguageModelConfig): LetterGenerator {
  if (settings.provider === 'builtin') return createBuiltinGenerator();
  const generator = createLanguageModelGenerator({
    name: settings.provider,
    model: createLanguageModel(settings),
    firstTokenTimeoutMs: settings.firstTokenTimeoutMs,
    totalTimeoutMs: settings.totalTimeoutMs,
    maxRetries: settings.maxRetries,
    maxOutputTokens: settings.maxOutputTokens,
  });
  return settings.fallback === 'builtin' ? { ...generator, fallback: createBuiltinGenerator() } : generator;
}
