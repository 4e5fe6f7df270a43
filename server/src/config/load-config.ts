import path from 'node:path';
import { z } from 'zod';

const PortSchema = z.coerce.number().int().min(0).max(65_535);

const EnvironmentSchema = z.object({
  PORT: PortSchema.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  ENABLE_EMAIL_CONFIRMATION: z.enum(['true', 'false']).default('false'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LLM_PROVIDER: z.enum(['builtin', 'openai-compatible', 'anthropic']).default('builtin'),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDirectory: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  publicUrl: string | undefined;
  emailConfirmationRequired: boolean;
  webDistDirectory: string;
  languageModel: {
    provider: 'builtin' | 'openai-compatible' | 'anthropic';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
  };
};

export class ConfigError extends Error {}

const defaultWebDistDirectory = path.resolve(import.meta.dirname, '../../../web/dist');

/** Validates the environment once at start; a bad value names its variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (values.LLM_PROVIDER !== 'builtin' && !values.LLM_MODEL) {
    throw new ConfigError(`Invalid configuration:\n  LLM_MODEL: required when LLM_PROVIDER is ${values.LLM_PROVIDER}`);
  }
  if (values.LLM_PROVIDER === 'openai-compatible' && !values.LLM_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  LLM_BASE_URL: required when LLM_PROVIDER is openai-compatible');
  }
  if (values.LLM_PROVIDER === 'anthropic' && !values.LLM_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  LLM_API_KEY: required when LLM_PROVIDER is anthropic');
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDirectory: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET,
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ''),
    emailConfirmationRequired: values.ENABLE_EMAIL_CONFIRMATION === 'true',
    webDistDirectory: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : defaultWebDistDirectory,
    languageModel: {
      provider: values.LLM_PROVIDER,
      baseUrl: values.LLM_BASE_URL,
      apiKey: values.LLM_API_KEY,
      model: values.LLM_MODEL,
    },
  };
}
