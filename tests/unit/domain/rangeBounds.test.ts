/**
 * The one reader of range bounds (src/domain/rangeBounds.ts) and of page numbers
 * (src/domain/pageNumber.ts), input by input.
 */
import { describe, expect, it } from 'vitest';
import { readPageNumber } from '#src/domain/pageNumber';
import { readBound } from '#src/domain/rangeBounds';

describe('readBound', () => {
  it.each([
    ['20000', 20000],
    ['  20000 ', 20000],
    ['£20,000', 20000],
    ['£ 20,000', 20000],
    ['20,000', 20000],
    ['1,250,000', 1250000],
    ['0', 0],
    ['007', 7],
    ['9.5', 9.5],
    ['£1,999.99', 1999.99],
    ['.5', 0.5],
    ['£.5', 0.5],
    ['9'.repeat(40), 1e40],
  ])('reads %j as %d', (text, value) => {
    expect(readBound(text)).toBe(value);
  });

  it.each([
    '',
    '   ',
    '£',
    '£ ',
    'abc',
    '12a',
    '-5',
    '+5',
    '1e5',
    '0x10',
    'Infinity',
    'NaN',
    '20,00',
    '2,0000',
    ',000',
    '20,000,',
    '1.',
    '1.2.3',
    '20 000',
    '$20',
    '20£',
    '££20',
    '9'.repeat(41),
  ])('refuses %j', (text) => {
    expect(readBound(text)).toBeNull();
  });
});

describe('readPageNumber', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    [' 12 ', 12],
    ['999999', 999999],
  ])('reads %j as %d', (text, value) => {
    expect(readPageNumber(text)).toBe(value);
  });

  it.each([null, undefined, '', '0', '-2', '01', '1.5', '1e3', '1000000', 'two'])('refuses %j', (text) => {
    expect(readPageNumber(text)).toBeNull();
  });
});
