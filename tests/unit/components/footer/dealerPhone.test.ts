import { describe, expect, it } from 'vitest';
import { dealerPhoneFromEnv, telHref, visibleDealerPhone } from '#src/components/footer/dealerPhone';

describe('dealerPhoneFromEnv', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['TRUE', true],
    [' true ', true],
    ['false', false],
    ['0', false],
    ['yes', false],
    ['', false],
    [undefined, false],
  ])('SHOW_DEALER_PHONE=%j -> %s', (value, expected) => {
    expect(dealerPhoneFromEnv({ SHOW_DEALER_PHONE: value, DEALER_PHONE: '0800 123 4567' }).showDealerPhone).toBe(
      expected,
    );
  });

  it('reads DEALER_PHONE trimmed, and leaves it out when empty or unset', () => {
    expect(dealerPhoneFromEnv({ SHOW_DEALER_PHONE: '1', DEALER_PHONE: ' 0800 123 4567 ' })).toEqual({
      showDealerPhone: true,
      dealerPhone: '0800 123 4567',
    });
    expect(dealerPhoneFromEnv({ SHOW_DEALER_PHONE: '1', DEALER_PHONE: '  ' })).toEqual({ showDealerPhone: true });
    expect(dealerPhoneFromEnv({})).toEqual({ showDealerPhone: false });
  });
});

describe('visibleDealerPhone', () => {
  it('is the number only when enabled and a number is given', () => {
    expect(visibleDealerPhone(true, '0800 123 4567')).toBe('0800 123 4567');
    expect(visibleDealerPhone(true, ' 0800 123 4567 ')).toBe('0800 123 4567');
    expect(visibleDealerPhone(false, '0800 123 4567')).toBeUndefined();
    expect(visibleDealerPhone(undefined, '0800 123 4567')).toBeUndefined();
    expect(visibleDealerPhone(true, undefined)).toBeUndefined();
    expect(visibleDealerPhone(true, '')).toBeUndefined();
    expect(visibleDealerPhone(true, 'call us')).toBeUndefined();
  });
});

describe('telHref', () => {
  it.each([
    ['0800 123 4567', 'tel:08001234567'],
    ['020-7946-0000', 'tel:02079460000'],
    ['+44 20 7946 0000', 'tel:+442079460000'],
    ['+44 (0)20 7946 0000', 'tel:+442079460000'],
    [' (020) 7946 0000 ', 'tel:02079460000'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
