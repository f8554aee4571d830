// @vitest-environment node
/**
 * The lead's validation (src/adapters/leads/leadSchema.ts): every field's message, one error per
 * field in form order, the form's strings ('on', empty optional fields) read like JSON, and the
 * normalised values (trimmed, postcode in capitals with one space).
 */
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, idempotencyKeyPattern, leadFormValues, parseLeadInput } from '#src/adapters/leads/leadSchema';
import { newLeadKey } from '#src/components/leads/leadSubmission';
import { leadMessages, messages } from '#src/lib/errorMessages';
import { validLead } from './leadFixtures';

const errorsOf = (raw: unknown) => {
  const result = parseLeadInput(raw);
  if (result.ok) throw new Error('expected errors');
  return fieldErrorsOf(result.errors);
};

const withField = (field: string, value: unknown) => ({ ...validLead(), [field]: value });

describe('parseLeadInput', () => {
  it('accepts a valid lead and normalises it', () => {
    const result = parseLeadInput({
      ...validLead(),
      name: '  Alex Driver ',
      email: ' alex@example.com ',
      postcode: 'ls14ap',
      extra: 'ignored',
    });
    expect(result).toEqual({
      ok: true,
      input: { ...validLead(), postcode: 'LS1 4AP' },
    });
  });

  it.each([
    ['kind', undefined, leadMessages.kind],
    ['kind', 'lease', leadMessages.kind],
    ['dealerId', undefined, leadMessages.dealerMissing],
    ['dealerId', '../etc', leadMessages.dealerMissing],
    ['name', undefined, leadMessages.nameMissing],
    ['name', '   ', leadMessages.nameMissing],
    ['name', 'x'.repeat(101), leadMessages.nameTooLong],
    ['email', undefined, leadMessages.emailMissing],
    ['email', '', leadMessages.emailMissing],
    ['email', 'alex', leadMessages.emailInvalid],
    ['email', 'alex@example', leadMessages.emailInvalid],
    ['email', 'al ex@example.com', leadMessages.emailInvalid],
    ['email', `${'a'.repeat(250)}@example.com`, leadMessages.emailTooLong],
    ['phone', 'call me', leadMessages.phoneInvalid],
    ['phone', '12345', leadMessages.phoneInvalid],
    ['phone', '0163-296-0001', leadMessages.phoneInvalid],
    ['phone', '0'.repeat(21), leadMessages.phoneInvalid],
    ['phone', '44+1632960001', leadMessages.phoneInvalid],
    ['postcode', undefined, 'Invalid postcode'],
    ['postcode', 'LS1', 'Invalid postcode'],
    ['postcode', 42, 'Invalid postcode'],
    ['message', 'x'.repeat(1001), leadMessages.messageTooLong],
    ['consent', undefined, leadMessages.consent],
    ['consent', false, leadMessages.consent],
    ['consent', 'off', leadMessages.consent],
    ['derivativeId', 'has space', leadMessages.carInvalid],
    ['dealId', '<script>', leadMessages.carInvalid],
    ['advertId', 7, leadMessages.carInvalid],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(errorsOf(withField(field, value))).toEqual({ [field]: message });
  });

  it("says 'Invalid postcode' exactly, as the rest of the site does", () => {
    expect(leadMessages.postcodeInvalid).toBe('Invalid postcode');
    expect(leadMessages.postcodeInvalid).toBe(messages.invalidPostcode);
    expect(leadMessages.consent).toBe('Tick the box to agree that the dealer may contact you');
  });

  it('lists one error per field, in the order of the form', () => {
    const result = parseLeadInput({ name: '', email: 'nope', consent: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { field: 'kind', message: leadMessages.kind },
      { field: 'dealerId', message: leadMessages.dealerMissing },
      { field: 'name', message: leadMessages.nameMissing },
      { field: 'email', message: leadMessages.emailInvalid },
      { field: 'postcode', message: 'Invalid postcode' },
      { field: 'consent', message: leadMessages.consent },
    ]);
  });

  it('treats anything but an object as an empty lead', () => {
    for (const raw of [null, 'lead', [validLead()], 3])
      expect(Object.keys(errorsOf(raw))).toEqual(['kind', 'dealerId', 'name', 'email', 'postcode', 'consent']);
  });

  it("reads a form post's strings: consent 'on' or 'true', empty optional fields absent", () => {
    const form = new URLSearchParams({
      kind: 'best-price',
      dealerId: 'dealer-leeds-1',
      name: 'Sam',
      email: 'sam@example.co.uk',
      phone: '',
      postcode: 'YO1 7HH',
      message: '  ',
      consent: 'on',
      derivativeId: '',
      dealId: 'deal-42',
      advertId: '',
      idempotencyKey: 'not a lead field',
    });
    const values = leadFormValues(form);
    expect(values).not.toHaveProperty('idempotencyKey');
    expect(parseLeadInput(values)).toEqual({
      ok: true,
      input: {
        kind: 'best-price',
        dealerId: 'dealer-leeds-1',
        name: 'Sam',
        email: 'sam@example.co.uk',
        postcode: 'YO1 7HH',
        consent: true,
        dealId: 'deal-42',
      },
    });
    expect(parseLeadInput({ ...values, consent: 'true' }).ok).toBe(true);
    expect(parseLeadInput({ ...values, consent: '' }).ok).toBe(false);
  });

  it('accepts UK phone numbers with spaces and a leading +', () => {
    for (const phone of ['01632 960001', '+44 7700 900982', '07700900982', '0113 496 0000'])
      expect(parseLeadInput(withField('phone', phone)).ok, phone).toBe(true);
  });
});

describe('the helpers the form uses', () => {
  it('makes keys the API accepts', () => {
    const a = newLeadKey();
    expect(a).toMatch(idempotencyKeyPattern);
    expect(newLeadKey()).not.toBe(a);
    expect('short').not.toMatch(idempotencyKeyPattern);
    expect('body:0123456789abcdef').not.toMatch(idempotencyKeyPattern);
  });
});
