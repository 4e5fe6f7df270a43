import path from 'node:path';
import { z } from 'zod';
import { parseSigningKeys, SigningKeyError, type SigningKeySet } from '../auth/signing-keys.ts';

const PortSchema = z.coerce.number().int().min(0).max(65_535);

// The environment, parsed once at start (docs/architecture.md#configuration). Rules that tie variables together live
// here too, so that what the server receives is already valid: a language model's settings are one of three shapes,
// chosen by LLM_PROVIDER, and nothing downstream checks them again.

const defaultWebDistDirectory = path.resolve(import.meta.dirname, '../../../web/dist');

/** Settings every provider shares; they are validated with the builtin one too, so a typo never waits for a switch. */
const LanguageModelLimitsSchema = z.object({
  LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  LLM_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(1_800_000).default(120_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  LLM_FALLBACK: z.enum(['builtin', 'none']).default('none'),
  LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(0).max(100_000).default(2_000),
});

const requiredFor = (provider: string) => ({ error: `required when LLM_PROVIDER is ${provider}` });

/** LLM_PROVIDER picks the shape: what a provider needs is required, so a missing value names its variable. */
const LanguageModelEnvironmentSchema = z.discriminatedUnion(
  'LLM_PROVIDER',
  [
    z.object({
      LLM_PROVIDER: z.literal('builtin').default('builtin'),
    }),
    z.object({
      LLM_PROVIDER: z.literal('openai-compatible'),
      LLM_BASE_URL: z.url(requiredFor('openai-compatible')),
      // Local servers (Ollama, vLLM, llama.cpp) need no key.
      LLM_API_KEY: z.string().min(1).optional(),
      LLM_MODEL: z.string(requiredFor('openai-compatible')).min(1, requiredFor('openai-compatible')),
    }),
    z.object({
      LLM_PROVIDER: z.literal('anthropic'),
      LLM_BASE_URL: z.url().optional(),
      LLM_API_KEY: z.string(requiredFor('anthropic')).min(1, requiredFor('anthropic')),
      LLM_MODEL: z.string(requiredFor('anthropic')).min(1, requiredFor('anthropic')),
    }),
  ],
  { error: 'must be builtin, openai-compatible or anthropic' },
);

const EnvironmentSchema = z.object({
  PORT: PortSchema.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_ALGORITHM: z.enum(['HS256', 'ES256']).default('HS256'),
  JWT_SIGNING_KEY: z.string().min(1).optional(),
  SUPABASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SUPABASE_ANON_KEY: z.string().min(1).optional(),
  SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT: z.coerce.number().int().min(0).max(3600).default(25),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  // Only a web page may be linked from the dashboard: a javascript: or data: URL would run in the page.
  UPGRADE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ENABLE_EMAIL_CONFIRMATION: z.enum(['true', 'false']).default('false'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).max(3600).default(10),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT_SIGN_IN_SIGN_UPS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_TOKEN_REFRESH: z.coerce.number().int().min(1).default(150),
  RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LETTER_CHECKS: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(3).optional(),
  MAX_PROMPTS_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(200),
});

/** The language model's part of the configuration, one shape per provider. */
function toLanguageModelConfig(
  model: z.output<typeof LanguageModelEnvironmentSchema>,
  limits: z.output<typeof LanguageModelLimitsSchema>,
) {
  const shared = {
    /** How long to wait for the first piece of the letter, per attempt. */
    firstTokenTimeoutMs: limits.LLM_FIRST_TOKEN_TIMEOUT_MS,
    /** How long one letter may take in all, retries included. */
    totalTimeoutMs: limits.LLM_TOTAL_TIMEOUT_MS,
    /** Further attempts after a retryable failure, only before any text has arrived. */
    maxRetries: limits.LLM_MAX_RETRIES,
    /** What answers when the model fails before writing anything. */
    fallback: limits.LLM_FALLBACK,
    /** The model's output budget in tokens; 0 sends none (for servers that reject the parameter). */
    maxOutputTokens: limits.LLM_MAX_OUTPUT_TOKENS,
  };
  switch (model.LLM_PROVIDER) {
    case 'builtin':
      return { provider: model.LLM_PROVIDER, ...shared };
    case 'openai-compatible':
      return {
        provider: model.LLM_PROVIDER,
        baseUrl: model.LLM_BASE_URL,
        apiKey: model.LLM_API_KEY,
        model: model.LLM_MODEL,
        ...shared,
      };
    case 'anthropic':
      return {
        provider: model.LLM_PROVIDER,
        baseUrl: model.LLM_BASE_URL,
        apiKey: model.LLM_API_KEY,
        model: model.LLM_MODEL,
        ...shared,
      };
  }
}

/** The environment as the server uses it; its type is the server's configuration. */
const ServerConfigSchema = EnvironmentSchema.and(LanguageModelLimitsSchema)
  .and(LanguageModelEnvironmentSchema)
  .transform((values, context) => {
    const refuse = (variable: string, message: string) => {
      context.issues.push({ code: 'custom', path: variable === '' ? [] : [variable], message, input: values });
      return z.NEVER;
    };
    if (values.SMTP_URL && !values.PUBLIC_URL) {
      // Links in emails must never be built from a request's Host header, which anyone can set.
      return refuse('PUBLIC_URL', 'required when SMTP_URL is set (links in emails use it)');
    }
    if (values.SUPABASE_URL && !values.SUPABASE_ANON_KEY) {
      return refuse('SUPABASE_ANON_KEY', 'required when SUPABASE_URL is set');
    }
    if (values.SUPABASE_ANON_KEY && !values.SUPABASE_URL) {
      return refuse('SUPABASE_URL', 'required when SUPABASE_ANON_KEY is set');
    }
    if (values.SUPABASE_JWT_SECRET && !values.SUPABASE_URL) {
      return refuse('SUPABASE_URL', 'required when SUPABASE_JWT_SECRET is set');
    }
    if (values.JWT_SIGNING_KEY && values.JWT_ALGORITHM !== 'ES256') {
      return refuse('JWT_SIGNING_KEY', 'only used with JWT_ALGORITHM=ES256');
    }
    let jwtSigningKeys: SigningKeySet | undefined;
    try {
      jwtSigningKeys = values.JWT_SIGNING_KEY ? parseSigningKeys(values.JWT_SIGNING_KEY) : undefined;
    } catch (error) {
      // The key parser's messages name the variable (and the key) themselves.
      if (error instanceof SigningKeyError) return refuse('', error.message);
      throw error;
    }
    if (values.LLM_FIRST_TOKEN_TIMEOUT_MS > values.LLM_TOTAL_TIMEOUT_MS) {
      return refuse('LLM_FIRST_TOKEN_TIMEOUT_MS', 'must not be larger than LLM_TOTAL_TIMEOUT_MS');
    }
    const publicUrl = values.PUBLIC_URL?.replace(/\/+$/, '');
    return {
      port: values.PORT,
      host: values.HOST,
      dataDirectory: path.resolve(values.DATA_DIR),
      databaseUrl: values.DATABASE_URL,
      jwtSecret: values.JWT_SECRET,
      /** How access tokens are signed: HS256 with the secret, or ES256 with a key published as a JWKS. */
      jwtAlgorithm: values.JWT_ALGORITHM,
      /** The operator's ES256 keys (`JWT_SIGNING_KEY`); undefined: the key kept in the data directory. */
      jwtSigningKeys,
      /**
       * The split deployment: accounts and letters on this Supabase project, and this server only the SPA and the
       * generation API. Undefined: this server is the whole product.
       */
      hostedProject:
        values.SUPABASE_URL && values.SUPABASE_ANON_KEY
          ? {
              url: values.SUPABASE_URL.replace(/\/+$/, ''),
              anonKey: values.SUPABASE_ANON_KEY,
              jwtSecret: values.SUPABASE_JWT_SECRET,
            }
          : undefined,
      logLevel: values.LOG_LEVEL,
      /** Seconds a stopping server gives running requests (letters being streamed) to finish. */
      shutdownTimeoutSeconds: values.SHUTDOWN_TIMEOUT,
      /** When set, GET /metrics wants it as a Bearer token. */
      metricsToken: values.METRICS_TOKEN,
      publicUrl,
      /** Where the dashboard sends a free user who wants premium; without it, the user is told to ask the operator. */
      upgradeUrl: values.UPGRADE_URL,
      emailConfirmationRequired: values.ENABLE_EMAIL_CONFIRMATION === 'true',
      webDistDirectory: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : defaultWebDistDirectory,
      trustProxy: values.TRUST_PROXY === 'true',
      /** Seconds in which a rotated refresh token may be used again (two tabs refreshing together). */
      refreshTokenReuseIntervalSeconds: values.REFRESH_TOKEN_REUSE_INTERVAL,
      /** Saved letters (rows of prompts) one user may keep. */
      maximumPromptsPerUser: values.MAX_PROMPTS_PER_USER,
      /** Where password-reset emails go out; undefined: no email, the operator hands out reset links. */
      mail:
        values.SMTP_URL && publicUrl
          ? {
              smtpUrl: values.SMTP_URL,
              from: values.SMTP_FROM ?? `Cover Letter Generator <no-reply@${new URL(publicUrl).hostname}>`,
            }
          : undefined,
      rateLimits: {
        /** Sign-ups and password sign-ins per IP address in 5 minutes (GoTrue's RATE_LIMIT_SIGN_IN_SIGN_UPS). */
        signInSignUpsPerAddress: values.RATE_LIMIT_SIGN_IN_SIGN_UPS,
        /** Token refreshes per IP address in 5 minutes. */
        tokenRefreshesPerAddress: values.RATE_LIMIT_TOKEN_REFRESH,
        /** Failed sign-ins for one account from one address in 15 minutes, after which that address's sign-ins wait. */
        failedSignInsPerAccountAndAddress: values.RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT,
        /** Letters one user may check (`POST /check-letter`, not metered by the plan) in 5 minutes. */
        letterChecksPerUser: values.RATE_LIMIT_LETTER_CHECKS,
      },
      languageModel: toLanguageModelConfig(values, values),
    };
  });

export type ServerConfig = z.output<typeof ServerConfigSchema>;
/** The language model's settings, one shape per LLM_PROVIDER. */
export type LanguageModelConfig = ServerConfig['languageModel'];

export class ConfigError extends Error {}

/** Validates the environment once at start; a bad value names its variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = ServerConfigSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
