/**
 * The optional 'Call the dealer team' line of spec 2.6: shown only when it is enabled and a
 * number is given. The site reads both from the environment (SHOW_DEALER_PHONE as 'true' or
 * '1', DEALER_PHONE) through `dealerPhoneFromEnv`, which takes the environment as a parameter.
 */

/** The footer's dealer phone props. */
export interface DealerPhoneSettings {
  /** Whether the line is enabled. */
  showDealerPhone: boolean;
  /** The number as displayed, or undefined when none is set. */
  dealerPhone?: string;
}

/** Environment values that switch the line on (letter case and spaces ignored). */
const enabledValues = ['true', '1'];

/**
 * The dealer phone settings from environment variables.
 * @example dealerPhoneFromEnv(process.env)
 * @example dealerPhoneFromEnv({ SHOW_DEALER_PHONE: '1', DEALER_PHONE: '020 7946 0000' }) // { showDealerPhone: true, dealerPhone: '020 7946 0000' }
 */
export function dealerPhoneFromEnv(env: Readonly<Record<string, string | undefined>>): DealerPhoneSettings {
  const showDealerPhone = enabledValues.includes(env.SHOW_DEALER_PHONE?.trim().toLowerCase() ?? '');
  const dealerPhone = env.DEALER_PHONE?.trim();
  return dealerPhone ? { showDealerPhone, dealerPhone } : { showDealerPhone };
}

/** The number to show, or undefined when the line is off or has no usable number. */
export function visibleDealerPhone(show: boolean | undefined, phone: string | undefined): string | undefined {
  const number = phone?.trim();
  return show === true && number && /\d/.test(number) ? number : undefined;
}

/**
 * A tel: URL for a displayed number: digits only, keeping a leading '+' and dropping the '(0)'
 * trunk prefix written after a country code.
 * @example telHref('0800 123 4567') // 'tel:08001234567'
 * @example telHref('+44 (0)20 7946 0000') // 'tel:+442079460000'
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\(0\)/g, '').replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
