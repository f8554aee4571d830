import { describe, expect, it } from 'vitest';
import { mpgResult } from '#src/tools/calculators/mpg/realMpg';
import { readRealMpgQuery, realMpgFormHref, typedDriving, drivingFor } from '#src/tools/calculators/mpg/realMpgQuery';
import { figureUsedText, officialComparisonText } from '#src/tools/calculators/mpg/realMpgTexts';

const driving = {
  annualMiles: 10_000,
  pencePerLitre: 140,
  charging: { homePencePerKwh: 7, publicPencePerKwh: 79, homeSharePercent: 80 },
};

describe('real MPG texts', () => {
  it('says which estimate was used, and that it is not a test result', () => {
    expect(figureUsedText('catalogue')).toMatch(
      /^This is an estimate, not a test result: .*fuel type and body style\.$/,
    );
    expect(figureUsedText('flat')).toMatch(/^This is an estimate, not a test result: the official WLTP figure x 0\.96/);
    for (const source of ['catalogue', 'flat'] as const) expect(figureUsedText(source)).not.toMatch(/tested|measured/);
  });

  it('compares with the official figure: 4% below 50 mpg costs £53 more a year', () => {
    const result = mpgResult({ fuelType: 'petrol', officialMpg: 50, estimatedMpg: null, milesPerKwh: null }, driving);
    if (result.kind !== 'fuel') throw new Error('expected a fuel result');
    expect(officialComparisonText(result)).toBe(
      '4% below the official 50 mpg: £53 more a year than the official figure suggests.',
    );
  });

  it('builds the form link back with what the visitor typed', () => {
    const query = readRealMpgQuery({ make: 'ford', model: 'm1', car: '10001', miles: '12000', price: '' });
    expect(realMpgFormHref(query)).toBe('/real-mpg-calculator?make=ford&model=m1&car=10001&miles=12000');
    expect(realMpgFormHref(readRealMpgQuery({ mpg: '52', fuel: 'diesel' }))).toBe(
      '/real-mpg-calculator?mpg=52&fuel=diesel',
    );
    expect(realMpgFormHref(readRealMpgQuery({}))).toBe('/real-mpg-calculator');
  });

  it('uses the fuel default price unless one was typed, and says which values were typed', () => {
    expect(drivingFor(readRealMpgQuery({}), 'diesel').pencePerLitre).toBe(145);
    expect(drivingFor(readRealMpgQuery({ price: '150' }), 'diesel').pencePerLitre).toBe(150);
    expect(typedDriving(readRealMpgQuery({ miles: '9000', share: '50' }))).toEqual({
      miles: true,
      price: false,
      charging: true,
    });
  });
});
