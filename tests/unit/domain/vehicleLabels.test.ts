import { describe, expect, it } from 'vitest';
import { vehicleLabels } from '#src/domain/vocabulary';

describe('vehicleLabels', () => {
  it('spells categories and body styles for people, with acronyms in capitals', () => {
    expect(vehicleLabels.category['family-car']).toBe('Family car');
    expect(vehicleLabels.category.suv).toBe('SUV');
    expect(vehicleLabels.category['pick-up']).toBe('Pick-up');
    expect(vehicleLabels.bodyStyle.mpv).toBe('MPV');
    expect(vehicleLabels.bodyStyle['panel-van']).toBe('Panel van');
  });

  it('spells fuel types and transmissions', () => {
    expect(vehicleLabels.fuelType['plug-in-hybrid']).toBe('Plug-in hybrid');
    expect(vehicleLabels.fuelType.electric).toBe('Electric');
    expect(vehicleLabels.transmission.automatic).toBe('Automatic');
  });
});
