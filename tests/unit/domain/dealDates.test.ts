import { describe, expect, it } from 'vitest';
import { dealEndField, isDealId, isDealLive } from '#src/domain/dealDates';

/** The live-deal rule (issue #18): live through the whole of its end date, ended the day after. */
describe('isDealLive', () => {
  const deal = { expiresAt: '2027-01-28' };

  it('is live before and on its end date', () => {
    expect(isDealLive(deal, '2026-11-21')).toBe(true);
    expect(isDealLive(deal, '2027-01-27')).toBe(true);
    expect(isDealLive(deal, '2027-01-28')).toBe(true);
  });

  it('has ended from the day after, across months and years', () => {
    expect(isDealLive(deal, '2027-01-29')).toBe(false);
    expect(isDealLive(deal, '2027-02-01')).toBe(false);
    expect(isDealLive(deal, '2028-01-01')).toBe(false);
    expect(isDealLive({ expiresAt: '2026-12-31' }, '2027-01-01')).toBe(false);
  });

  it('names the field the store filters on', () => {
    expect(dealEndField).toBe('expiresAt');
  });
});

describe('isDealId', () => {
  it('knows how deal ids are written', () => {
    expect(isDealId('deal-100001')).toBe(true);
    for (const other of ['', 'deal-', 'deal-12a', 'DEAL-1', 'd1', 'deal-1,deal-2', 'deal-1234567890123']) {
      expect(isDealId(other), other).toBe(false);
    }
  });
});
