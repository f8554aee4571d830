import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LeadForm } from '#src/components/leads/LeadForm';
import { leadConfirmationHref, leadFormHref, quoteRequestHref } from '#src/components/leads/leadLinks';
import { leadSubjectFacts } from '#src/components/leads/leadSubject';
import {
  leadAnswerErrors,
  leadBodyFromForm,
  leadOutcome,
  newLeadKey,
  type LeadAnswer,
  type LeadSender,
} from '#src/components/leads/leadSubmission';
import { leadFormTexts, leadKindTexts } from '#src/components/leads/leadTexts';
import { partnerOfferOf, partnerOffers } from '#src/components/tools-hub/toolsHubLinks';
import { partnerIds } from '#src/domain/leads';
import { partnerOfferPaths } from '#src/domain/routes';
import { leadMessages } from '#src/lib/errorMessages';
import { isNoIndexPath } from '#src/lib/noIndexPaths';
import { isListablePath } from '#src/lib/seo/sitemap';
import { cashDeal, golf } from '../deals/dealFixtures';

describe('lead links', () => {
  it('opens the form with what the request is about, in a fixed order', () => {
    expect(leadFormHref({ kind: 'best-price', dealerId: 'dealer-1', dealId: 'deal-100001' })).toBe(
      '/get-quotes?kind=best-price&dealer=dealer-1&deal=deal-100001',
    );
    expect(leadFormHref({ kind: 'quote', dealerId: 'd 1', advertId: 'uc-1', derivativeId: '91234' })).toBe(
      '/get-quotes?kind=quote&dealer=d+1&advert=uc-1&derivative=91234',
    );
    expect(leadFormHref({ kind: 'gap', dealerId: partnerIds.gap })).toBe('/get-quotes?kind=gap&dealer=partner-gap');
  });

  it('sends a request without a known dealer to the dealer finder (of the make when known)', () => {
    expect(quoteRequestHref({ kind: 'quote', dealerId: 'dealer-1', dealId: 'd1' })).toBe(
      '/get-quotes?kind=quote&dealer=dealer-1&deal=d1',
    );
    expect(quoteRequestHref({ kind: 'quote', dealerId: null, dealId: 'd1', makeSlug: 'ford' })).toBe(
      '/car-dealers/ford',
    );
    expect(quoteRequestHref({ kind: 'best-price', dealerId: '' })).toBe('/car-dealers');
  });

  it('links the confirmation with its reference', () => {
    expect(leadConfirmationHref('KS-7M2Q9XKD')).toBe('/get-quotes/confirmation?reference=KS-7M2Q9XKD');
  });

  it('keeps the request pages out of search engines and sitemaps', () => {
    for (const path of ['/get-quotes', '/get-quotes/', '/get-quotes?kind=quote', '/get-quotes/confirmation']) {
      expect(isNoIndexPath(path), path).toBe(true);
      expect(isListablePath(path), path).toBe(false);
    }
    for (const path of Object.values(partnerOfferPaths)) {
      expect(isNoIndexPath(path), path).toBe(false);
      expect(isListablePath(path), path).toBe(true);
    }
  });
});

describe('partner offers', () => {
  it('are each a page of their own, for their own partner, claiming only the saving of spec 1', () => {
    expect(partnerOffers.map((offer) => [offer.kind, offer.partnerId, offer.href, offer.saving])).toEqual([
      ['warranty', 'partner-warranty', '/partner-offers/car-warranty', '5% off'],
      ['gap', 'partner-gap', '/partner-offers/gap-insurance', '12% off'],
      ['finance', 'partner-finance', '/partner-offers/car-finance', 'Free quote'],
    ]);
    for (const offer of partnerOffers) {
      const copy = [offer.description, offer.page.intro, ...offer.page.terms, offer.page.eligibility].join(' ');
      // No claims the product cannot stand behind: cheaper than elsewhere, guaranteed, instant.
      expect(copy, offer.kind).not.toMatch(/cheapest|cheaper|guarantee|instant|best price|within \d/i);
      expect(offer.page.terms.length, offer.kind).toBeGreaterThanOrEqual(3);
      expect(offer.page.moreInfo.href.startsWith('/'), offer.kind).toBe(true);
    }
    expect(leadKindTexts.gap).toEqual({ heading: 'Get 12% off GAP insurance', request: '12% off: GAP insurance' });
  });
});

describe('lead submission', () => {
  const formOf = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.append(name, value);
    return data;
  };

  it('builds the JSON body: every required field, consent as a boolean, empty optionals and hidden extras left out', () => {
    const body = leadBodyFromForm(
      formOf({
        kind: 'quote',
        dealerId: 'dealer-1',
        name: 'Sam',
        email: 'sam@example.com',
        phone: '  ',
        postcode: 'LS1 4AP',
        message: '',
        consent: 'on',
        dealId: 'deal-1',
        idempotencyKey: 'k'.repeat(20),
        returnTo: '/get-quotes',
      }),
    );
    expect(body).toEqual({
      kind: 'quote',
      dealerId: 'dealer-1',
      name: 'Sam',
      email: 'sam@example.com',
      postcode: 'LS1 4AP',
      consent: true,
      dealId: 'deal-1',
    });
    expect(leadBodyFromForm(formOf({ kind: 'quote' })).consent).toBe(false);
  });

  it('reads every answer of the API', () => {
    expect(leadOutcome({ status: 201, body: { reference: 'KS-7M2Q9XKD' } })).toEqual({
      type: 'stored',
      reference: 'KS-7M2Q9XKD',
    });
    expect(
      leadOutcome({
        status: 400,
        body: { error: { message: leadMessages.summary }, fields: { email: leadMessages.emailInvalid, x: 1 } },
      }),
    ).toEqual({ type: 'invalid', errors: { email: leadMessages.emailInvalid } });
    // A 400 naming no field (a bad header) still says why, for the whole form.
    expect(leadAnswerErrors({ error: { message: 'Bad key' } })).toEqual({ form: 'Bad key' });
    expect(leadOutcome({ status: 429, body: null })).toEqual({ type: 'rate-limited' });
    expect(leadOutcome({ status: 422, body: {} })).toEqual({ type: 'key-conflict' });
    expect(leadOutcome({ status: 503, body: null })).toEqual({ type: 'failed' });
    expect(leadOutcome({ status: 201, body: 'not json' })).toEqual({ type: 'failed' });
  });

  it('makes keys the API accepts, with or without randomUUID', () => {
    expect(newLeadKey()).toMatch(/^[A-Za-z0-9_.~-]{16,100}$/);
    const randomUUID = globalThis.crypto.randomUUID;
    try {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
      const key = newLeadKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(newLeadKey()).not.toBe(key);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('leadSubjectFacts', () => {
  it('names the request, the car, its price, the dealer and the deal', () => {
    const facts = leadSubjectFacts({
      kind: 'best-price',
      deal: cashDeal,
      dealer: { name: 'Arden Volkswagen', town: 'Leeds', postcode: 'LS1 4AP' },
    });
    expect(facts).toEqual([
      { term: 'Request', value: leadKindTexts['best-price'].request },
      { term: 'Car', value: 'Volkswagen Golf 1.5 TSI 150 Life 5dr' },
      { term: 'Price', value: '£27,995' },
      { term: 'Dealer', value: 'Arden Volkswagen, Leeds LS1 4AP' },
      { term: 'Deal reference', value: cashDeal.id },
    ]);
  });

  it('names a version, or a partner offer and its partner', () => {
    expect(leadSubjectFacts({ kind: 'quote', derivative: golf }).map((fact) => fact.value)).toEqual([
      leadKindTexts.quote.request,
      'Volkswagen Golf Life 1.5 TSI 150',
      '£27,995',
    ]);
    expect(leadSubjectFacts({ kind: 'gap', offer: partnerOfferOf('gap') })).toEqual([
      { term: 'Request', value: '12% off: GAP insurance' },
      { term: 'From', value: 'Our GAP insurance partner' },
    ]);
  });
});

describe('LeadForm', () => {
  const props = {
    kind: 'quote' as const,
    dealerId: 'dealer-1',
    recipient: 'Arden Volkswagen',
    about: { dealId: 'deal-1' },
    idempotencyKey: '3f0c9a52-8d1e-4c4b-9d7a-2b6f1e0a5c11',
    returnTo: '/get-quotes?kind=quote&dealer=dealer-1&deal=deal-1',
    values: { name: 'Sam', email: 'sam@example.com', postcode: 'LS1 4AP', consent: 'on' },
  };
  const submit = () => screen.getByRole('button', { name: new RegExp(`^${leadFormTexts.submit.quote}`) });

  it('is a plain POST form to the API that works without script', () => {
    const { container } = render(<LeadForm {...props} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/leads');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]),
    );
    expect(hidden).toEqual({
      kind: 'quote',
      dealerId: 'dealer-1',
      dealId: 'deal-1',
      idempotencyKey: props.idempotencyKey,
      returnTo: props.returnTo,
    });
    expect(
      screen.getByRole('checkbox', { name: leadFormTexts.fields.consent.label('Arden Volkswagen') }),
    ).toBeChecked();
  });

  it('sends one request for a double click, with the key, and opens the confirmation', async () => {
    let answer!: (value: LeadAnswer) => void;
    const send = vi.fn<LeadSender>(() => new Promise((resolve) => (answer = resolve)));
    const navigate = vi.fn();
    render(<LeadForm {...props} send={send} navigate={navigate} />);
    await userEvent.dblClick(submit());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![1]).toBe(props.idempotencyKey);
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    answer({ status: 201, body: { reference: 'KS-7M2Q9XKD' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/get-quotes/confirmation?reference=KS-7M2Q9XKD'));
  });

  it('keeps the key for a retry after a network error, and shows the API messages after a 400', async () => {
    const send = vi
      .fn<LeadSender>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ status: 400, body: { fields: { postcode: leadMessages.postcodeInvalid } } });
    render(<LeadForm {...props} send={send} />);
    await userEvent.click(submit());
    expect(await screen.findByText(leadFormTexts.networkError)).toBeInTheDocument();
    await userEvent.click(submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: leadMessages.postcodeInvalid })).toHaveAttribute(
      'href',
      '#lead-postcode',
    );
    expect(screen.getByLabelText(leadFormTexts.fields.postcode.label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(leadFormTexts.fields.name.label)).toHaveValue('Sam');
  });

  it('fills in a key of its own on a cached page, and takes a new one after a spent key (422)', async () => {
    const send = vi
      .fn<LeadSender>()
      .mockResolvedValueOnce({ status: 422, body: {} })
      .mockResolvedValueOnce({ status: 429, body: null });
    const { container } = render(<LeadForm {...props} idempotencyKey="" send={send} />);
    const keyInput = container.querySelector<HTMLInputElement>('input[name=idempotencyKey]')!;
    await waitFor(() => expect(keyInput.value).toMatch(/^[0-9a-f-]{32,36}$/));
    const first = keyInput.value;
    await userEvent.click(submit());
    expect(await screen.findByText(leadMessages.alreadySent)).toBeInTheDocument();
    expect(send.mock.calls[0]![1]).toBe(first);
    expect(keyInput.value).not.toBe(first);
    await userEvent.click(submit());
    expect(await screen.findByText(leadFormTexts.rateLimited)).toBeInTheDocument();
    expect(send.mock.calls[1]![1]).toBe(keyInput.value);
  });
});
