import { describe, expect, it } from 'vitest';
import { carNames } from '#src/domain/vocabulary';

describe('carNames', () => {
  it('names a model by make and range, without repeating a make the range starts with', () => {
    expect(carNames.model('Volkswagen', 'Golf')).toBe('Volkswagen Golf');
    expect(carNames.model('MG', 'MG3')).toBe('MG3');
    expect(carNames.model('Mercedes-Benz', 'E-Class')).toBe('Mercedes-Benz E-Class');
  });

  it('drops the range name a CAP-style derivative name begins with', () => {
    expect(carNames.version('Golf', 'Golf 1.5 TSI 150 Life 5dr')).toBe('1.5 TSI 150 Life 5dr');
    expect(carNames.version('5 Series', '5 Series 530e M Sport Pro 4dr Auto')).toBe('530e M Sport Pro 4dr Auto');
  });

  it('keeps a derivative name that does not begin with the range, or is only the range', () => {
    expect(carNames.version('Golf', '1.5 TSI 150 Life 5dr')).toBe('1.5 TSI 150 Life 5dr');
    expect(carNames.version('Golf', 'Golfer 1.5')).toBe('Golfer 1.5');
    expect(carNames.version('Golf', 'Golf')).toBe('Golf');
  });
});
