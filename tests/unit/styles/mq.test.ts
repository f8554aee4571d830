import { describe, expect, it } from 'vitest';
import { viewportNames, viewports } from '#tokens';
import { mobileOnly, mq } from '#src/styles/mq';

describe('mq', () => {
  it('has from, until and only for every viewport', () => {
    for (const group of [mq.from, mq.until, mq.only]) expect(Object.keys(group)).toEqual(viewportNames);
  });

  it('builds the literal queries of the current breakpoints', () => {
    expect(mq.from.xs).toBe('@media (min-width: 0px)');
    expect(mq.from.md).toBe('@media (min-width: 960px)');
    expect(mq.until.md).toBe('@media (max-width: 959px)');
    expect(mq.only.xs).toBe('@media (min-width: 0px) and (max-width: 599px)');
    expect(mq.only.sm).toBe('@media (min-width: 600px) and (max-width: 959px)');
    expect(mq.only.md).toBe('@media (min-width: 960px) and (max-width: 1199px)');
    expect(mq.only.lg).toBe('@media (min-width: 1200px)');
  });

  it.each(viewportNames)('from.%s starts at the viewport minWidth token', (name) => {
    expect(mq.from[name]).toBe(`@media (min-width: ${viewports[name].minWidth}px)`);
  });

  it.each(viewportNames)('until.%s ends one pixel below the viewport minWidth token', (name) => {
    expect(mq.until[name]).toBe(`@media (max-width: ${viewports[name].minWidth - 1}px)`);
  });

  it.each(viewportNames)('only.%s spans from its minWidth to one pixel below the next viewport', (name) => {
    const next = viewportNames[viewportNames.indexOf(name) + 1];
    const min = `(min-width: ${viewports[name].minWidth}px)`;
    expect(mq.only[name]).toBe(
      next ? `@media ${min} and (max-width: ${viewports[next].minWidth - 1}px)` : `@media ${min}`,
    );
  });

  it('leaves the largest viewport open-ended', () => {
    expect(mq.only.lg).not.toContain('max-width');
  });

  it('defines mobileOnly as below md (xs and sm)', () => {
    expect(mobileOnly).toBe(mq.until.md);
    expect(mobileOnly).toBe('@media (max-width: 959px)');
  });
});
