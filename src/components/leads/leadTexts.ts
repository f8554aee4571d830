/**
 * The words of the quote-request pages (#16): the form, its states, the summary of what a request
 * is about and the confirmation. Kept as data so the pages, the stories, the unit tests and the
 * end-to-end journeys assert the same words. The field messages of a refused request are the
 * API's (`leadMessages`, src/lib/errorMessages.ts), never repeated here.
 *
 * Honesty rule: the site records a request and makes it available to the dealer or partner; it
 * sends no mail yet, so no text here promises an email, a call or a time.
 */
import type { LeadKind, PartnerKind } from '#src/domain/leads';
import { buttonTexts, PRODUCT_NAME } from '#src/lib/constants';
import { leadMessages } from '#src/lib/errorMessages';
import { partnerOfferOf } from '../tools-hub/toolsHubLinks';

/** The lead form's fields a visitor fills in, in form order (also their names in the post). */
export const leadFormFields = ['name', 'email', 'phone', 'postcode', 'message', 'consent'] as const;
export type LeadFormField = (typeof leadFormFields)[number];

/** A partner offer's heading and summary line, from the offer's own entry. */
function offerTexts(kind: PartnerKind) {
  const offer = partnerOfferOf(kind);
  return { heading: offer.page.heading, request: `${offer.saving}: ${offer.title}` };
}

/** What the request asks for, by kind: the page heading and the line of the summary. */
export const leadKindTexts: Record<LeadKind, { heading: string; request: string }> = {
  quote: { heading: buttonTexts.getQuotes, request: 'A quote from the dealer' },
  'best-price': { heading: buttonTexts.getTheBestPrice, request: 'The dealer’s best price' },
  warranty: offerTexts('warranty'),
  gap: offerTexts('gap'),
  finance: offerTexts('finance'),
};

/** The texts of the form and its states. */
export const leadFormTexts = {
  /** The form's accessible name. */
  label: 'Your details',
  fields: {
    name: { label: 'Your name', hint: '' },
    email: { label: 'Email address', hint: 'So they can reply to you' },
    phone: { label: 'Phone number (optional)', hint: 'If you would like a call as well' },
    postcode: { label: 'Postcode', hint: 'So they know roughly where you are. For example SW1A 1AA' },
    message: {
      label: 'Message (optional)',
      hint: 'For example the colour you want, your part-exchange or when you could collect',
    },
    consent: {
      /** The consent line names who receives the details. */
      label: (recipient: string) =>
        `I agree that ${PRODUCT_NAME} makes my details available to ${recipient} so they can contact me about this request`,
      hint: 'They may reply by email, or call you if you give a number.',
    },
  },
  /** The submit button, by kind. */
  submit: {
    quote: 'Send my quote request',
    'best-price': 'Ask for the best price',
    warranty: 'Get this offer',
    gap: 'Get this offer',
    finance: 'Get this offer',
  } satisfies Record<LeadKind, string>,
  /** The heading of the error summary after a refused request (the API's summary text). */
  summaryHeading: leadMessages.summary,
  /** Announced while the request is on its way. */
  sending: 'Sending your request…',
  /** Announced once it is stored, before the confirmation page opens. */
  sent: 'Request sent. Opening your confirmation…',
  /** 429: the API's own words, and what to do. */
  rateLimited: `${leadMessages.tooManyRequests}. What you typed is kept here.`,
  /** The request never got an answer (offline, a dropped connection). */
  networkError:
    'Your request could not be sent: check your connection, then send it again. What you typed is kept here, and sending it again will not make a second request.',
  /** Any other answer (a 5xx). */
  failed:
    'Something went wrong on our side and your request was not recorded. Please send it again in a moment: what you typed is kept here.',
} as const;

/** The summary box above the form: what the request is about. */
export const leadSummaryTexts = {
  heading: 'Your request',
  request: 'Request',
  car: 'Car',
  price: 'Price',
  dealer: 'Dealer',
  partner: 'From',
  offer: 'Offer',
  dealReference: 'Deal reference',
  advertReference: 'Advert reference',
} as const;

/** The /get-quotes page when it cannot show a form. */
export const leadPageTexts = {
  unknownDealer: {
    heading: 'We could not find that dealer',
    text: 'The link you followed names a dealer we do not list, so there is no one to send a request to. Find a dealer near you and ask them instead.',
    action: 'Find a dealer near you',
  },
  noDealer: {
    heading: 'Choose a dealer first',
    text: 'A request goes to one dealer. Find a dealer near you, then ask them for a quote.',
    action: 'Find a dealer near you',
  },
  /** The page's introduction, for a dealer or an offer's partner alike. */
  intro: (recipient: string) =>
    `Tell us how to reach you and we make your request available to ${recipient}. It costs nothing and does not commit you to buy.`,
} as const;

/** The confirmation page. */
export const leadConfirmationTexts = {
  heading: 'Thank you',
  referenceLabel: 'Your reference',
  recorded: (recipient: string) => `Your request is recorded and made available to ${recipient}.`,
  /** When the page does not know who the request went to. */
  recipientUnknown: 'the dealer or partner you chose',
  nextHeading: 'What happens next',
  next: [
    'They can see your request and your contact details, and will contact you using those details if they can help.',
    `${PRODUCT_NAME} does not send you an email about it, so keep this reference: quote it if you contact them or us about this request.`,
    'You are not committed to anything until you agree it with them.',
  ],
  noReference: {
    heading: 'No request to show',
    text: 'This link does not carry a valid request reference, so there is nothing to confirm. If you sent a request, the page you were taken to after sending it showed its reference.',
  },
  links: {
    deals: 'See new car deals',
    usedCars: 'Search used cars',
    tools: 'Tools and services',
    home: 'Back to the home page',
  },
} as const;
