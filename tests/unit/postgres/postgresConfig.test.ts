// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  defaultPoolSize,
  defaultStatementTimeoutMs,
  isPostgresUrl,
  postgresConfig,
  PostgresConfigError,
} from '#src/server/postgres/postgresConfig';

const url = 'postgres://kerbside:secret@db.internal:5432/kerbside';

describe('postgresConfig', () => {
  it('reads DATABASE_URL with the default pool size and statement timeout', () => {
    expect(postgresConfig({ DATABASE_URL: url })).toEqual({
      url,
      poolSize: defaultPoolSize,
      statementTimeoutMs: defaultStatementTimeoutMs,
      readUrl: null,
    });
    expect(defaultPoolSize).toBe(10);
    expect(defaultStatementTimeoutMs).toBe(5000);
  });

  it('takes a postgresql:// URL, the pool size and the statement timeout', () => {
    expect(
      postgresConfig({
        DATABASE_URL: ' postgresql://db/kerbside ',
        DATABASE_POOL_SIZE: '25',
        DATABASE_STATEMENT_TIMEOUT_MS: '750',
      }),
    ).toEqual({ url: 'postgresql://db/kerbside', poolSize: 25, statementTimeoutMs: 750, readUrl: null });
  });

  it('treats empty numbers as unset', () => {
    expect(postgresConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '', DATABASE_STATEMENT_TIMEOUT_MS: ' ' })).toEqual({
      url,
      poolSize: 10,
      statementTimeoutMs: 5000,
      readUrl: null,
    });
  });

  it('reads DATABASE_READ_URL, the replica for search and content reads; empty is none', () => {
    const replica = 'postgres://kerbside:secret@replica.internal:5432/kerbside';
    expect(postgresConfig({ DATABASE_URL: url, DATABASE_READ_URL: ` ${replica} ` }).readUrl).toBe(replica);
    expect(postgresConfig({ DATABASE_URL: url, DATABASE_READ_URL: '' }).readUrl).toBeNull();
    expect(() => postgresConfig({ DATABASE_URL: url, DATABASE_READ_URL: 'replica.internal:5432' })).toThrow(
      'DATABASE_READ_URL must be a postgres:// or postgresql:// URL',
    );
  });

  it('explains a missing or wrong DATABASE_URL', () => {
    expect(() => postgresConfig({})).toThrow(PostgresConfigError);
    expect(() => postgresConfig({})).toThrow('DATABASE_URL is not set: give a postgres:// or postgresql:// URL.');
    expect(() => postgresConfig({ DATABASE_URL: 'mysql://db/kerbside' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
    expect(() => postgresConfig({ DATABASE_URL: 'data/kerbside.db' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });

  it('explains a wrong pool size or statement timeout, naming the variable and the value', () => {
    expect(() => postgresConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: 'ten' })).toThrow(
      "DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not 'ten'.",
    );
    expect(() => postgresConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE');
    expect(() => postgresConfig({ DATABASE_URL: url, DATABASE_STATEMENT_TIMEOUT_MS: '1.5' })).toThrow(
      "DATABASE_STATEMENT_TIMEOUT_MS must be a whole number from 1 to 86400000, not '1.5'.",
    );
  });

  it('names every wrong variable at once', () => {
    expect(() =>
      postgresConfig({ DATABASE_URL: 'http://db', DATABASE_POOL_SIZE: '-1', DATABASE_STATEMENT_TIMEOUT_MS: 'x' }),
    ).toThrow(/DATABASE_URL.*DATABASE_POOL_SIZE.*DATABASE_STATEMENT_TIMEOUT_MS/s);
  });
});

describe('isPostgresUrl', () => {
  it('is true only for postgres:// and postgresql:// URLs', () => {
    expect(isPostgresUrl(url)).toBe(true);
    expect(isPostgresUrl('postgresql://db/kerbside')).toBe(true);
    expect(isPostgresUrl('POSTGRES://db/kerbside')).toBe(true);
    expect(isPostgresUrl(undefined)).toBe(false);
    expect(isPostgresUrl('')).toBe(false);
    expect(isPostgresUrl('data/kerbside.db')).toBe(false);
    expect(isPostgresUrl('mysql://db/kerbside')).toBe(false);
  });
});
