/**
 * Every reader of a typed range bound agrees with src/domain/rangeBounds.ts: the React range
 * widget (readRangeInput), the embed's range inputs (isValidBound, boundOf) and the plain bounds of
 * a no-JavaScript range form (stateFromQuery), so '£20,000' means 20000 in all of them.
 */
import { describe, expect, it } from 'vitest';
import { readBound } from '#src/domain/rangeBounds';
import { boundOf, isValidBound } from '#src/widgets/embed/viewModels';
import { readRangeInput } from '#src/widgets/range/rangeInput';
import { rangeParamName, stateFromQuery } from '#src/widgets/store/searchUrl';

const inputs = ['£20,000', '20000', ' 1,250,000 ', '9.5', '£.5', '0', '-5', '1e5', '20,00', 'abc', '£', '0x10'];
const field = 'custom_fields.price';

describe('range bound readers', () => {
  it.each(inputs)('agree on %j', (text) => {
    const bound = readBound(text);
    const expected = bound ?? undefined;
    expect(readRangeInput(text)).toEqual({ valid: bound !== null, value: expected });
    expect(isValidBound(text)).toBe(bound !== null);
    expect(boundOf(text)).toBe(expected);
    const state = stateFromQuery({ [rangeParamName(field, 'gte')]: text, [rangeParamName(field, 'lte')]: text });
    expect(state.activeRangeFilters[field]).toEqual(bound === null ? undefined : { gte: bound, lte: bound });
  });

  it('agree that empty is valid and sets no bound', () => {
    expect(readRangeInput('  ')).toEqual({ valid: true, value: undefined });
    expect(isValidBound('  ')).toBe(true);
    expect(boundOf('  ')).toBeUndefined();
  });

  it('agree on the validator: a text failing it is invalid even when it is a bound', () => {
    for (const validator of ['^[0-9]+$', /^[0-9]+$/]) {
      expect(readRangeInput('£20,000', validator)).toEqual({ valid: false, value: undefined });
      expect(readRangeInput('20000', validator)).toEqual({ valid: true, value: 20000 });
    }
    expect(isValidBound('£20,000', '^[0-9]+$')).toBe(false);
    expect(boundOf('£20,000', '^[0-9]+$')).toBeUndefined();
    expect(boundOf('20000', '^[0-9]+$')).toBe(20000);
  });
});
