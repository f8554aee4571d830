// @vitest-environment node
/** The leasing lists' query schema: each parameter's rule and its message, word for word. */
import { describe, expect, it } from 'vitest';
import { leaseQuerySchema, parseLeaseQuery } from '#src/lib/leasingFilters';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('leaseQuerySchema', () => {
  it('reads options, "any" and empty values, and the page', () => {
    expect(leaseQuerySchema.parse({ term: '36', initialRental: 'ANY', mileage: '', page: '3' })).toEqual({
      term: 36,
      initialRental: null,
      mileage: null,
      page: 3,
    });
    expect(leaseQuerySchema.parse({ term: '036', initialRental: '1', mileage: '10000', page: '' })).toEqual({
      term: 36,
      initialRental: 1,
      mileage: 10000,
      page: 1,
    });
  });

  it.each([
    [
      'term',
      '30',
      "'30' is not a contract length we list, so every contract length is shown. Choose one of: 24 months, 36 months, 48 months.",
    ],
    [
      'initialRental',
      '2.5',
      "'2.5' is not an initial rental we list, so every initial rental is shown. Choose one of: 1 month, 3 months, 6 months, 9 months, 12 months.",
    ],
    [
      'mileage',
      '0010001',
      "'0010001' is not an annual mileage we list, so every annual mileage is shown. Choose one of: 5,000 miles a year, 8,000 miles a year, 10,000 miles a year, 12,000 miles a year, 15,000 miles a year, 20,000 miles a year.",
    ],
    ['page', '0', "'0' is not a page number, so the first page is shown."],
    ['page', '10001', "'10001' is not a page number, so the first page is shown."],
    [
      'page',
      'abcdefghijklmnopqrstuvwxyz',
      "'abcdefghijklmnopqrstuvwx…' is not a page number, so the first page is shown.",
    ],
  ] as const)('%s=%j gives its message', (key, value, message) => {
    expect(messageOf(leaseQuerySchema.shape[key].safeParse(value))).toBe(message);
  });

  it('lets parseLeaseQuery drop only the bad parameter, with the same message', () => {
    const parsed = parseLeaseQuery({ term: '30', mileage: '8000', page: ['2', '3'] });
    expect(parsed.filters).toEqual({ term: null, initialRental: null, mileage: 8000 });
    expect(parsed.page).toBe(2);
    expect(parsed.problems).toEqual([
      {
        param: 'term',
        value: '30',
        message: messageOf(leaseQuerySchema.shape.term.safeParse('30')),
      },
      {
        param: 'page',
        value: '2, 3',
        message: 'Page was given more than once, so only the first value (2) is used.',
      },
    ]);
  });
});
