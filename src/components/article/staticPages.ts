/**
 * The legal pages linked from the footer's 'Legal bits' (spec 2.6): terms and conditions (n17594),
 * the privacy policy (n17595) and the cookie policy (n17596). They are served under /news like the
 * about-us and contact pages, but the content store does not hold them, so their text lives here
 * as typed data and the /news/:title/:id route falls back to it when the store has no such id.
 * What they say about storage matches what the site does: the shortlist is kept in localStorage,
 * the login area reads the `userInfo` cookie, and analytics events go to a tag-manager data layer.
 */
import { PRODUCT_NAME } from '#src/lib/constants';
import { PARENT_COMPANY } from '../footer/footerLinks';
import { articlePaths } from '#src/domain/routes';

/** A titled part of a static page. */
export interface StaticPageSection {
  /** The section heading (an h2). */
  heading: string;
  /** Its paragraphs, plain text. */
  paragraphs: readonly string[];
}

/** A page of fixed text served at /news/:slug/:id. */
export interface StaticPage {
  /** The page id, as an article id ('n17594'). */
  cmsId: string;
  /** The title slug of its URL. */
  slug: string;
  title: string;
  /** The standfirst (also the meta description). */
  summary: string;
  /** ISO date the text last changed. */
  updatedAt: string;
  sections: readonly StaticPageSection[];
  /** The canonical path: /news/:slug/:id. */
  url: string;
}

const page = (fields: Omit<StaticPage, 'url'>): StaticPage => ({
  ...fields,
  url: articlePaths.news(fields.slug, fields.cmsId),
});

const helpEmail = 'help@kerbside.example';
const privacyEmail = 'privacy@kerbside.example';
const postalAddress = `${PARENT_COMPANY}, 1 Example Yard, London EC1A 1AA`;

export const termsAndConditions = page({
  cmsId: 'n17594',
  slug: 'terms-and-conditions',
  title: 'Terms and conditions',
  summary: `The terms on which ${PARENT_COMPANY} lets you use the ${PRODUCT_NAME} website, its reviews, deals and tools.`,
  updatedAt: '2026-01-05',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${PRODUCT_NAME} is a trading name of ${PARENT_COMPANY}, registered in England and Wales. Our address is ${postalAddress}.`,
        `By using this website you accept these terms. If you do not accept them, please do not use the site.`,
      ],
    },
    {
      heading: 'Using the site',
      paragraphs: [
        'You may read, print and share pages of this site for your own, non-commercial use. You must not copy our reviews, prices or data in bulk, scrape the site automatically, or present our content as your own.',
        'You must not try to gain unauthorised access to the site, the servers it runs on or any connected database, or attack it with viruses, denial-of-service attacks or similar means.',
      ],
    },
    {
      heading: 'Our reviews, prices and tools',
      paragraphs: [
        'Our reviews are the independent opinion of our road testers. We check facts carefully, but specifications, prices and equipment change, so confirm the details with the seller before you buy.',
        'Target prices, monthly payments and calculator results are guides based on the information we hold on the day. They are not offers of credit or quotes, and your own price or payment may differ.',
        'Tax calculators use the published rates for the tax year they name. They do not take account of your full tax position and are not financial advice.',
      ],
    },
    {
      heading: 'Deals, dealers and partners',
      paragraphs: [
        'Deals and cars for sale are supplied by dealers, leasing companies and other partners. Any contract you make is with that partner, not with us, and on their terms.',
        'Finance is subject to status and to the lender’s checks. We may receive a commission from partners when you enquire or buy through our site; this never affects our reviews or ratings.',
        'Partner offers, such as discounts on warranties and GAP insurance, are subject to the partner’s own terms and may end at any time.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'We link to other websites for your convenience. We are not responsible for their content, their availability or how they use your information.',
      ],
    },
    {
      heading: 'Our liability',
      paragraphs: [
        'We do not exclude our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be excluded by law.',
        'Otherwise, we are not liable for any loss arising from the use of the site or from relying on its content, including loss of profit or indirect loss. Nothing in these terms affects your statutory rights as a consumer.',
      ],
    },
    {
      heading: 'Changes and governing law',
      paragraphs: [
        'We may change these terms. The date at the top of this page shows when they last changed, and the version published here is the one that applies.',
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction, although you may also bring proceedings in the part of the UK where you live.',
        `Questions about these terms? Email ${helpEmail}.`,
      ],
    },
  ],
});

export const privacyPolicy = page({
  cmsId: 'n17595',
  slug: 'privacy-policy',
  title: 'Privacy policy',
  summary: `How ${PARENT_COMPANY} collects, uses and protects personal information when you use ${PRODUCT_NAME}.`,
  updatedAt: '2026-01-05',
  sections: [
    {
      heading: 'Who is responsible for your data',
      paragraphs: [
        `${PARENT_COMPANY} is the controller of the personal data described in this policy. You can contact our data protection lead at ${privacyEmail} or by post at ${postalAddress}.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'When you simply read the site we do not ask who you are. Our servers record technical details of each request, such as your IP address, browser type and the pages visited, to keep the service secure and working.',
        'When you ask for a quote, a valuation or a finance check, we collect the details you enter in the form, such as your name, email address, phone number, postcode and the car you are interested in.',
        'If you sign in, we keep your name and account details so we can show them to you and remember your preferences.',
        'Your shortlist of cars is stored in your own browser, not on our servers; clearing your browser data removes it.',
      ],
    },
    {
      heading: 'How we use it and why',
      paragraphs: [
        'We use your details to provide what you asked for (our legitimate interest, or to take steps towards a contract), to pass an enquiry to the dealer or partner you chose (with your consent), and to keep the site secure (our legitimate interest).',
        'If you sign up, we send our newsletter (your consent); you can unsubscribe at any time using the link in every email. We look at how the site is used, in aggregate, to find out which pages are useful (our legitimate interest).',
        'We never sell your personal data.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We share an enquiry only with the dealer, leasing company, lender or insurer you asked to hear from. We also use service providers for hosting, email and analytics, who process data only on our instructions.',
        'If a partner is outside the UK, we make sure your data is protected by an adequacy decision or the standard contractual clauses approved for the UK.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiry details are kept for up to two years, so we can answer questions about them; server logs for up to 90 days; newsletter subscriptions until you unsubscribe.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You have the right to see the personal data we hold about you, to have it corrected or deleted, to object to or restrict how we use it, and to take it elsewhere. To use any of these rights, email ${privacyEmail}; we reply within one month.`,
        'If you are unhappy with how we have handled your data, you can complain to the Information Commissioner’s Office (ico.org.uk), although we would like the chance to put things right first.',
      ],
    },
  ],
});

export const cookiePolicy = page({
  cmsId: 'n17596',
  slug: 'cookie-policy',
  title: 'Cookie policy',
  summary: `The cookies and similar storage ${PRODUCT_NAME} uses, what each is for and how to control them.`,
  updatedAt: '2026-01-05',
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files a website stores in your browser. Similar technologies, such as your browser’s local storage, work in the same way. We use both, and this policy covers them all.',
      ],
    },
    {
      heading: 'Strictly necessary storage',
      paragraphs: [
        'userInfo: a cookie set when you sign in, holding the name shown in the site header. It is deleted when you sign out.',
        'kerbside.shortlist: an entry in your browser’s local storage that keeps the cars on your shortlist, so the list survives when you reload or come back later. It never leaves your browser.',
        'These are needed for features you ask for, so they do not need your consent.',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: [
        'Our tag manager records events such as menu clicks and searches, and the page speed measurements known as Core Web Vitals. We look at them only in aggregate, to see which pages help visitors and to keep the site fast; they are not used to identify you.',
      ],
    },
    {
      heading: 'Partners',
      paragraphs: [
        'We do not let advertisers set cookies on our pages. Partner sites we link to, such as finance and insurance providers, set their own cookies under their own policies once you visit them.',
      ],
    },
    {
      heading: 'How to control cookies',
      paragraphs: [
        'You can block or delete cookies and local storage in your browser’s settings. If you block the strictly necessary ones, signing in and the shortlist will not work; everything else on the site will.',
        `Questions about cookies? Email ${privacyEmail}.`,
      ],
    },
  ],
});

/** The static pages by id. */
export const staticPages: Readonly<Record<string, StaticPage>> = Object.fromEntries(
  [termsAndConditions, privacyPolicy, cookiePolicy].map((entry) => [entry.cmsId, entry]),
);

/** The static page with an id, or undefined. */
export function staticPageById(id: string): StaticPage | undefined {
  return Object.hasOwn(staticPages, id) ? staticPages[id] : undefined;
}
