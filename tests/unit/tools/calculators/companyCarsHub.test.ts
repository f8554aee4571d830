import { describe, expect, it } from 'vitest';
import { classHubs } from '#src/components/hub/hubDefinitions';
import { calculatorPages } from '#src/tools/calculators/calculatorTexts';
import { companyCarsHub, electricBikRatesText } from '#src/components/hub/companyCarsHub';

/** The company cars hub: its own folder (not a /class/:hubId entry), the calculators first, rates from the data. */
describe('companyCarsHub', () => {
  it('is /class/company-cars and not also served by the /class/:hubId definitions', () => {
    expect(companyCarsHub.path).toBe('/class/company-cars');
    expect(Object.hasOwn(classHubs, 'company-cars')).toBe(false);
  });

  it('links to both calculators in its first section', () => {
    const first = companyCarsHub.sections[0];
    expect(first?.kind).toBe('links');
    const hrefs = first?.kind === 'links' ? first.links.map((link) => link.href) : [];
    expect(hrefs).toEqual(expect.arrayContaining([calculatorPages.companyCar.path, calculatorPages.van.path]));
  });

  it('writes the electric BiK rate of every tax year from the data modules', () => {
    expect(electricBikRatesText()).toBe('3% in 2025/26, 4% in 2026/27, 5% in 2027/28, 7% in 2028/29, 9% in 2029/30');
  });

  it('lists the company car advice articles', () => {
    expect(companyCarsHub.sections).toContainEqual(
      expect.objectContaining({ kind: 'articles', tags: ['company-cars'], articleTypes: ['advice'] }),
    );
  });
});
