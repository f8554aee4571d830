/**
 * The PostgreSQL settings of this process (issue #17), read from the environment and checked at
 * once, so a typo fails at start-up with a message naming the variable instead of as a connection
 * error later.
 */
import { z } from 'zod';

export interface PostgresConfig {
  /** postgres:// or postgresql:// URL of the database (DATABASE_URL). */
  url: string;
  /** Most connections the pool opens (DATABASE_POOL_SIZE, default 10). */
  poolSize: number;
  /** Longest a statement may run before the server cancels it (DATABASE_STATEMENT_TIMEOUT_MS, default 5000). */
  statementTimeoutMs: number;
  /**
   * A streaming replica for the reads that may lag a moment: search and content pages
   * (DATABASE_READ_URL); null reads from `url`.
   */
  readUrl: string | null;
}

export const defaultPoolSize = 10;
export const defaultStatementTimeoutMs = 5000;

/** True for a postgres:// or postgresql:// URL: the store is PostgreSQL rather than SQLite. */
export function isPostgresUrl(url: string | undefined): url is string {
  return /^postgres(?:ql)?:\/\//i.test(url?.trim() ?? '');
}

const postgresUrlSetting = (name: string) =>
  z
    .string({ error: `${name} is not set: give a postgres:// or postgresql:// URL.` })
    .trim()
    .refine(isPostgresUrl, {
      error: `${name} must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@host:5432/kerbside.`,
    })
    .refine((url) => URL.canParse(url), { error: `${name} is not a valid URL.` });

const postgresUrl = postgresUrlSetting('DATABASE_URL');
/** Unset or empty: no replica. */
const readUrl = z.union([
  z.undefined(),
  z.literal('').transform(() => undefined),
  postgresUrlSetting('DATABASE_READ_URL'),
]);

/** A whole number in [min, max] from an environment string; unset or empty means the default. */
const wholeNumberSetting = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return fallback;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        context.addIssue({
          code: 'custom',
          message: `${name} must be a whole number from ${min} to ${max}, not '${value}'.`,
        });
        return z.NEVER;
      }
      return number;
    });

const configSchema = z.object({
  DATABASE_URL: postgresUrl,
  DATABASE_READ_URL: readUrl,
  DATABASE_POOL_SIZE: wholeNumberSetting('DATABASE_POOL_SIZE', defaultPoolSize, 1, 1000),
  // 0 would switch PostgreSQL's timeout off: a hung query would then hold a pooled connection forever.
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumberSetting(
    'DATABASE_STATEMENT_TIMEOUT_MS',
    defaultStatementTimeoutMs,
    1,
    24 * 60 * 60 * 1000,
  ),
});

/** Thrown for a missing or invalid setting; the message names every variable at fault. */
export class PostgresConfigError extends Error {
  override name = 'PostgresConfigError';
}

/** The settings from `env` (default: process.env); throws PostgresConfigError when one is wrong. */
export function postgresConfig(env: Record<string, string | undefined> = process.env): PostgresConfig {
  const result = configSchema.safeParse({
    DATABASE_URL: env.DATABASE_URL,
    DATABASE_READ_URL: env.DATABASE_READ_URL?.trim(),
    DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE,
    DATABASE_STATEMENT_TIMEOUT_MS: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  if (!result.success) {
    throw new PostgresConfigError(result.error.issues.map((issue) => issue.message).join(' '));
  }
  return {
    url: result.data.DATABASE_URL,
    poolSize: result.data.DATABASE_POOL_SIZE,
    statementTimeoutMs: result.data.DATABASE_STATEMENT_TIMEOUT_MS,
    readUrl: result.data.DATABASE_READ_URL ?? null,
  };
}
