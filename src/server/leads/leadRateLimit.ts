/**
 * The rate limit of `POST /api/leads` per client (#16): a minute window and an hour window, each
 * a FailureLimiter of adminAuth.ts (its sliding window per client plus a global one, with bounded
 * memory) counting writes instead of failed logins. A client is blocked while either is full.
 * With DATABASE_URL the default limiters keep their counts in PostgreSQL instead, shared by every
 * instance (../postgres/sharedLimiters.ts); the handlers see one AttemptLimiter either way.
 */
import {
  databaseUrlSet,
  FailureLimiter,
  lazyLimiter,
  once,
  processShared,
  type AttemptLimiter,
  type MemoryReservation,
} from '../search/adminAuth';

export interface LeadRateLimits {
  perMinute: number;
  perHour: number;
  /** Everyone together (a client that rotates its claimed address still meets these). */
  globalPerMinute: number;
  globalPerHour: number;
  now?: () => number;
}

/** New leads: 5 a minute and 30 an hour per client. */
export const leadRateLimits: LeadRateLimits = {
  perMinute: 5,
  perHour: 30,
  globalPerMinute: 600,
  globalPerHour: 10_000,
};
/** Form drafts (a plain form sent with mistakes): more room, as correcting a form takes tries. */
export const draftRateLimits: LeadRateLimits = {
  perMinute: 20,
  perHour: 120,
  globalPerMinute: 2_000,
  globalPerHour: 20_000,
};

export class LeadRateLimiter implements AttemptLimiter {
  private readonly minute: FailureLimiter;
  private readonly hour: FailureLimiter;

  constructor({ perMinute, perHour, globalPerMinute, globalPerHour, now }: LeadRateLimits) {
    const clock = now ? { now } : {};
    this.minute = new FailureLimiter({ perClient: perMinute, global: globalPerMinute, windowMs: 60_000, ...clock });
    this.hour = new FailureLimiter({ perClient: perHour, global: globalPerHour, windowMs: 3_600_000, ...clock });
  }

  /** Seconds this client must wait before its next write, or 0. */
  blockedFor(client: string): number {
    return Math.max(this.minute.blockedFor(client), this.hour.blockedFor(client));
  }

  /** Counts one write by this client. */
  record(client: string): void {
    this.minute.fail(client);
    this.hour.fail(client);
  }

  /**
   * Checks the limit and counts the write in one synchronous step, before the store is awaited:
   * checking, awaiting and only then counting would let concurrent requests all pass a client's
   * last free slot. `release()` takes the count back when the write turns out not to count
   * (a replay, a refusal, a failure).
   */
  reserve(client: string): LeadReservation {
    const wait = this.blockedFor(client);
    if (wait) return { ok: false, retryAfter: wait };
    const minuteAt = this.minute.fail(client);
    const hourAt = this.hour.fail(client);
    return {
      ok: true,
      release: once(() => {
        this.minute.forgive(client, minuteAt);
        this.hour.forgive(client, hourAt);
      }),
    };
  }
}

/** A write counted ahead (`release` undoes it, once), or the seconds the client must wait. */
export type LeadReservation = MemoryReservation;

/** In this process's memory without DATABASE_URL; in PostgreSQL, shared by every instance, with it. */
const chosen = (scope: 'lead' | 'lead-draft', limits: LeadRateLimits, memory: () => AttemptLimiter) =>
  lazyLimiter(async () =>
    databaseUrlSet() ? (await import('../postgres/sharedLimiters')).postgresRateLimiter(scope, limits) : memory(),
  );

// One per process, found through globalThis (a dev reload of the route keeps its counts).
export const defaultLeadRateLimiter: AttemptLimiter = processShared('kerbside.leadRateLimiter', () =>
  chosen('lead', leadRateLimits, () => new LeadRateLimiter(leadRateLimits)),
);
export const defaultDraftRateLimiter: AttemptLimiter = processShared('kerbside.leadDraftRateLimiter', () =>
  chosen('lead-draft', draftRateLimits, () => new LeadRateLimiter(draftRateLimits)),
);
/** Failed logins to the dealers' read API, apart from the back office's (one cannot lock out the other). */
const memoryLeadsAuthLimiter = processShared('kerbside.leadsAuthFailureLimiter', () => new FailureLimiter());
export const defaultLeadsAuthLimiter: AttemptLimiter = processShared('kerbside.leadsAuthAttemptLimiter', () =>
  lazyLimiter(async () =>
    databaseUrlSet()
      ? (await import('../postgres/sharedLimiters')).postgresAuthLimiter('leads-auth', memoryLeadsAuthLimiter)
      : memoryLeadsAuthLimiter,
  ),
);
