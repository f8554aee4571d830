import { describe, expect, it } from 'vitest';
import { modelPaths } from '#src/domain/routes';

const golf = { makeSlug: 'volkswagen', rangeSlug: 'golf', bodyStyle: 'hatchback' as const };

describe('modelPaths', () => {
  it('builds {base} and the /make{base} pages of spec 2.1', () => {
    expect(modelPaths.base(golf)).toBe('/volkswagen/golf/hatchback');
    expect(modelPaths.deals(golf)).toBe('/make/volkswagen/golf/hatchback/deals');
    expect(modelPaths.versions(golf)).toBe('/make/volkswagen/golf/hatchback/versions');
  });

  it('builds a derivative page {base}/:edition/:capid, tolerating a trailing slash on the base', () => {
    expect(modelPaths.derivative('/volkswagen/golf/hatchback', 'life', '91234')).toBe(
      '/volkswagen/golf/hatchback/life/91234',
    );
    expect(modelPaths.derivative('/volkswagen/golf/hatchback/', 'life', '91234')).toBe(
      '/volkswagen/golf/hatchback/life/91234',
    );
  });

  it('builds the leasing deals lists', () => {
    expect(modelPaths.leasingDeals('business')).toBe('/car-leasing/deals/business');
    expect(modelPaths.leasingDeals('personal')).toBe('/car-leasing/deals/personal');
  });
});
