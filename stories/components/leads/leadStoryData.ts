/**
 * Shared data of the lead stories (#16): a new-car deal and its dealer from the sample catalogue,
 * the form props a /get-quotes page would give for it, and fake senders for every answer of
 * `POST /api/leads` (stored, refused, rate-limited, no answer, never answering).
 */
import { leadMessages } from '#src/lib/errorMessages';
import type { LeadFormProps } from '#src/components/leads/LeadForm';
import { leadFormHref } from '#src/components/leads/leadLinks';
import type { LeadAnswer, LeadSender } from '#src/components/leads/leadSubmission';
import { sampleDeal, sampleDealer } from '#stories/support/sampleContent';

export const storyDeal = sampleDeal('new-car');
export const storyDealer = sampleDealer(storyDeal.dealerId);

/** A reference like the API's ('KS-' and 8 Crockford base32 characters). */
export const storyReference = 'KS-7M2Q9XKD';

/** The form of a 'Get the best price' request for the story deal. */
export const storyFormProps: LeadFormProps = {
  kind: 'best-price',
  dealerId: storyDealer.id,
  recipient: storyDealer.name,
  about: { dealId: storyDeal.id },
  idempotencyKey: '3f0c9a52-8d1e-4c4b-9d7a-2b6f1e0a5c11',
  returnTo: leadFormHref({ kind: 'best-price', dealerId: storyDealer.id, dealId: storyDeal.id }),
};

/** What a visitor typed. */
export const storyValues = {
  name: 'Sam Taylor',
  email: 'sam.taylor@example.com',
  phone: '01632 960001',
  postcode: 'LS1 4AP',
  message: 'Is it available in blue?',
  consent: 'on',
} as const;

/** A refused request's messages, in the API's words. */
export const storyErrors = {
  name: leadMessages.nameMissing,
  email: leadMessages.emailInvalid,
  postcode: leadMessages.postcodeInvalid,
  consent: leadMessages.consent,
} as const;

const answer =
  (status: number, body: unknown): LeadSender =>
  async () =>
    ({ status, body }) satisfies LeadAnswer;

/** Stores the request: 201 with a reference. */
export const storedSender = answer(201, { reference: storyReference });

/** Refuses it: 400 with a message per field. */
export const refusedSender = answer(400, {
  error: { status: 400, type: 'invalid_request', message: leadMessages.summary, parameter: 'email' },
  fields: { email: leadMessages.emailInvalid, postcode: leadMessages.postcodeInvalid },
});

/** Too many requests from this connection: 429. */
export const rateLimitedSender = answer(429, {
  error: { status: 429, type: 'too_many_requests', message: leadMessages.tooManyRequests },
});

/** No answer at all (offline): fetch rejects. */
export const offlineSender: LeadSender = async () => {
  throw new TypeError('Failed to fetch');
};

/** Never answers, so the form stays in its sending state. */
export const pendingSender: LeadSender = () => new Promise<LeadAnswer>(() => {});
