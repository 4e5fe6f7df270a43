import path from 'node:path';
import { z } from 'zod';
import { parseSigningKeys, SigningKeyError, type SigningKeySet } from '../auth/signing-keys.ts';

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
  LLM_PROVIDER: z.enum(['builtin', 'openai-compatible', 'anthropic']).default('builtin'),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  LLM_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(1_800_000).default(120_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  LLM_FALLBACK: z.enum(['builtin', 'none']).default('none'),
  LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(0).max(100_000).default(2_000),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDirectory: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** How access tokens are signed: HS256 with the secret, or ES256 with a key published as a JWKS. */
  jwtAlgorithm: 'HS256' | 'ES256';
  /** The operator's ES256 keys (`JWT_SIGNING_KEY`); undefined: the key kept in the data directory. */
  jwtSigningKeys: SigningKeySet | undefined;
  /**
   * The split deployment: accounts and letters on this Supabase project, and this server only the SPA and the
   * generation API. Undefined: this server is the whole product.
   */
  hostedProject: { url: string; anonKey: string; jwtSecret: string | undefined } | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Seconds a stopping server gives running requests (letters being streamed) to finish. */
  shutdownTimeoutSeconds: number;
  /** When set, GET /metrics wants it as a Bearer token. */
  metricsToken: string | undefined;
  publicUrl: string | undefined;
  /** Where the dashboard sends a free user who wants premium; without it, the user is told to ask the operator. */
  upgradeUrl: string | undefined;
  emailConfirmationRequired: boolean;
  webDistDirectory: string;
  trustProxy: boolean;
  /** Where password-reset emails go out; undefined: no email, the operator hands out reset links. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** Saved letters (rows of prompts) one user may keep. */
  maximumPromptsPerUser: number;
  /** Seconds in which a rotated refresh token may be used again (two tabs refreshing together). */
  refreshTokenReuseIntervalSeconds: number;
  rateLimits: {
    /** Sign-ups and password sign-ins per IP address in 5 minutes (GoTrue's RATE_LIMIT_SIGN_IN_SIGN_UPS). */
    signInSignUpsPerAddress: number;
    /** Token refreshes per IP address in 5 minutes. */
    tokenRefreshesPerAddress: number;
    /** Failed sign-ins for one account from one address in 15 minutes, after which that address's sign-ins to it wait. */
    failedSignInsPerAccountAndAddress: number;
    /** Letters one user may check (`POST /check-letter`, not metered by the plan) in 5 minutes. */
    letterChecksPerUser: number;
  };
  languageModel: {
    provider: 'builtin' | 'openai-compatible' | 'anthropic';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    /** How long to wait for the first piece of the letter, per attempt. */
    firstTokenTimeoutMs: number;
    /** How long one letter may take in all, retries included. */
    totalTimeoutMs: number;
    /** Further attempts after a retryable failure, only before any text has arrived. */
    maxRetries: number;
    /** What answers when the model fails before writing anything. */
    fallback: 'builtin' | 'none';
    /** The model's output budget in tokens; 0 sends none (for servers that reject the parameter). */
    maxOutputTokens: number;
  };
};

export class ConfigError extends Error {}

const defaultWebDistDirectory = path.resolve(import.meta.dirname, '../../../web/dist');

/** Validates the environment once at start; a bad value names its variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
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
  if (values.SMTP_URL && !values.PUBLIC_URL) {
    // Links in emails must never be built from a request's Host header, which anyone can set.
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required when SMTP_URL is set (links in emails use it)',
    );
  }
  if (values.SUPABASE_URL && !values.SUPABASE_ANON_KEY) {
    throw new ConfigError('Invalid configuration:\n  SUPABASE_ANON_KEY: required when SUPABASE_URL is set');
  }
  if (values.SUPABASE_ANON_KEY && !values.SUPABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  SUPABASE_URL: required when SUPABASE_ANON_KEY is set');
  }
  if (values.SUPABASE_JWT_SECRET && !values.SUPABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  SUPABASE_URL: required when SUPABASE_JWT_SECRET is set');
  }
  if (values.JWT_SIGNING_KEY && values.JWT_ALGORITHM !== 'ES256') {
    throw new ConfigError('Invalid configuration:\n  JWT_SIGNING_KEY: only used with JWT_ALGORITHM=ES256');
  }
  let jwtSigningKeys: SigningKeySet | undefined;
  try {
    jwtSigningKeys = values.JWT_SIGNING_KEY ? parseSigningKeys(values.JWT_SIGNING_KEY) : undefined;
  } catch (error) {
    if (error instanceof SigningKeyError) throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
  if (values.LLM_FIRST_TOKEN_TIMEOUT_MS > values.LLM_TOTAL_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  LLM_FIRST_TOKEN_TIMEOUT_MS: must not be larger than LLM_TOTAL_TIMEOUT_MS',
    );
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDirectory: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET,
    jwtAlgorithm: values.JWT_ALGORITHM,
    jwtSigningKeys,
    hostedProject:
      values.SUPABASE_URL && values.SUPABASE_ANON_KEY
        ? {
            url: values.SUPABASE_URL.replace(/\/+$/, ''),
            anonKey: values.SUPABASE_ANON_KEY,
            jwtSecret: values.SUPABASE_JWT_SECRET,
          }
        : undefined,
    logLevel: values.LOG_LEVEL,
    shutdownTimeoutSeconds: values.SHUTDOWN_TIMEOUT,
    metricsToken: values.METRICS_TOKEN,
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ''),
    upgradeUrl: values.UPGRADE_URL,
    emailConfirmationRequired: values.ENABLE_EMAIL_CONFIRMATION === 'true',
    webDistDirectory: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : defaultWebDistDirectory,
    trustProxy: values.TRUST_PROXY === 'true',
    refreshTokenReuseIntervalSeconds: values.REFRESH_TOKEN_REUSE_INTERVAL,
    maximumPromptsPerUser: values.MAX_PROMPTS_PER_USER,
    mail: values.SMTP_URL
      ? {
          smtpUrl: values.SMTP_URL,
          from:
            values.SMTP_FROM ??
            `Cover Letter Generator <no-reply@${new URL(values.PUBLIC_URL ?? 'http://localhost').hostname}>`,
        }
      : undefined,
    rateLimits: {
      signInSignUpsPerAddress: values.RATE_LIMIT_SIGN_IN_SIGN_UPS,
      tokenRefreshesPerAddress: values.RATE_LIMIT_TOKEN_REFRESH,
      failedSignInsPerAccountAndAddress: values.RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT,
      letterChecksPerUser: values.RATE_LIMIT_LETTER_CHECKS,
    },
    languageModel: {
      provider: values.LLM_PROVIDER,
      baseUrl: values.LLM_BASE_URL,
      apiKey: values.LLM_API_KEY,
      model: values.LLM_MODEL,
      firstTokenTimeoutMs: values.LLM_FIRST_TOKEN_TIMEOUT_MS,
      totalTimeoutMs: values.LLM_TOTAL_TIMEOUT_MS,
      maxRetries: values.LLM_MAX_RETRIES,
      fallback: values.LLM_FALLBACK,
      maxOutputTokens: values.LLM_MAX_OUTPUT_TOKENS,
    },
  };
}
