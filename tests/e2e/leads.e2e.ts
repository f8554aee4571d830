/**
 * Quote requests and partner offers (#16) as the production build serves them (`next start`):
 * 'Get the best price' on a model deals page and on a used-car advert opens the form; a request
 * sent with JavaScript (JSON with an Idempotency-Key) and without (a plain post, 303 to the
 * confirmation; a mistake, 303 back to the form with the messages and the values kept) lands on a
 * confirmation with a reference; a double click, a JSON retry and a re-posted form each leave one
 * row, read back by the dealer through `GET /api/leads` (JSON and CSV, basic auth); a partner offer
 * taken up is a lead for its partner; the request pages are noindex and out of the sitemaps, the
 * offer pages in them; and every new page passes axe at xs and lg without console errors.
 *
 * Each journey claims its own X-Forwarded-For, so the API's per-client rate limit (5 leads a
 * minute) counts it apart from the others.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { leadFormTexts, leadConfirmationTexts, leadPageTexts } from '#src/components/leads/leadTexts';
import { partnerOfferOf, partnerOffers } from '#src/components/tools-hub/toolsHubLinks';
import type { Deal, UsedCar } from '#src/domain/content/types';
import { partnerIds } from '#src/domain/leads';
import { modelPaths } from '#src/domain/routes';
import { leadMessages } from '#src/lib/errorMessages';
import { dealerLeadsPassword } from '#src/server/leads/leadsAuth';
import { sharedBrowser, viewportContext } from './browser';
import { decode, first, textOf } from './support/html';
import { expectPagesPass, pageErrors } from './support/pageChecks';

const baseURL = inject('baseURL');
/** The server's LEADS_API_SECRET, derived as tests/e2e/server.global.ts sets it. */
const leadsSecret = `leads-${inject('searchAdminSecret')}`;
const browser = sharedBrowser();

const referencePattern = /^KS-[0-9A-HJKMNP-TV-Z]{8}$/;
const run = Date.now().toString(36);
/** A unique email per journey, so its rows can be counted among everything else the dealer has. */
const emailOf = (journey: string) => `${journey}-${run}@example.com`;

interface StoredLeadRow {
  reference: string;
  kind: string;
  dealerId: string;
  email: string;
  dealId: string | null;
  advertId: string | null;
}

const authOf = (dealerId: string, password = dealerLeadsPassword(leadsSecret, dealerId)) =>
  `Basic ${Buffer.from(`${dealerId}:${password}`).toString('base64')}`;

/** A dealer's leads, as the dealer reads them. */
async function leadsOf(dealerId: string): Promise<StoredLeadRow[]> {
  const response = await fetch(`${baseURL}/api/leads?dealer=${encodeURIComponent(dealerId)}`, {
    headers: { authorization: authOf(dealerId), 'x-forwarded-for': `leads-e2e-reader-${run}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: StoredLeadRow[] }).items;
}

const rowsWith = async (dealerId: string, email: string) =>
  (await leadsOf(dealerId)).filter((row) => row.email === email);

/** Posts a lead as JSON from a client of its own. */
function postJson(body: Record<string, unknown>, key: string, client: string) {
  return fetch(`${baseURL}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

/** Posts a lead as the plain form does (no redirect followed). */
function postForm(fields: Record<string, string>, client: string) {
  return fetch(`${baseURL}/api/leads`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Fills the lead form's required fields and ticks consent. */
async function fillForm(page: Page, email: string) {
  await page.getByLabel(leadFormTexts.fields.name.label).fill('Sam Taylor');
  await page.getByLabel(leadFormTexts.fields.email.label).fill(email);
  await page.getByLabel(leadFormTexts.fields.postcode.label).fill('ls1 4ap');
  await page.getByLabel(leadFormTexts.fields.message.label).fill('Is it available in blue?');
  await page.getByRole('checkbox').check();
}

/** The reference the confirmation page shows. */
async function shownReference(page: Page): Promise<string> {
  const reference = (await page.locator('[data-lead-reference]').textContent())?.trim() ?? '';
  expect(reference).toMatch(referencePattern);
  expect(new URL(page.url()).searchParams.get('reference')).toBe(reference);
  return reference;
}

const errorsOf = (page: Page) => pageErrors(page, ['get-quotes', 'partner-offers']);

let deal: Deal;
let dealerName: string;
let advert: UsedCar;
/** A stored request's reference, for the confirmation page's axe sweep. */
let storedReference = '';

const formPath = () => `/get-quotes?kind=best-price&dealer=${deal.dealerId}&deal=${deal.id}`;

beforeAll(async () => {
  // The first request opens (and on a fresh database seeds) the store.
  const warm = await fetch(`${baseURL}/api/content/deals?dealType=new-car&pageSize=1`, {
    signal: AbortSignal.timeout(110_000),
  });
  expect(warm.status).toBe(200);
  deal = ((await warm.json()) as { items: Deal[] }).items[0]!;
  const dealers = await fetch(`${baseURL}/api/content/dealers?id=${encodeURIComponent(deal.dealerId)}`);
  expect(dealers.status).toBe(200);
  dealerName = ((await dealers.json()) as { items: Array<{ name: string }> }).items[0]!.name;
  const adverts = await fetch(`${baseURL}/api/content/used-cars?pageSize=1`);
  advert = ((await adverts.json()) as { items: UsedCar[] }).items[0]!;
}, 120_000);

describe('the calls to action open the quote-request form', () => {
  it("a model deals page links each deal's 'Get the best price' to the form for its dealer", async () => {
    const html = await (await fetch(`${baseURL}${modelPaths.deals(deal)}`)).text();
    expect(decode(html)).toContain(`href="${formPath()}"`);
  });

  it("a used-car advert's 'Get the best price' opens the form for the advert and its dealer", async () => {
    const html = decode(await (await fetch(`${baseURL}/used-cars/${advert.id}`)).text());
    expect(html).toContain(`href="/get-quotes?kind=best-price&dealer=${advert.dealerId}&advert=${advert.id}"`);
  });

  it('the tools hub and the HTML sitemap link to the three offer pages, which answer 200', async () => {
    const hub = await (await fetch(`${baseURL}/tools-and-services`)).text();
    const sitemap = await (await fetch(`${baseURL}/sitemap`)).text();
    for (const offer of partnerOffers) {
      expect(hub, offer.href).toContain(`href="${offer.href}"`);
      expect(sitemap, offer.href).toContain(`href="${offer.href}"`);
      expect((await fetch(`${baseURL}${offer.href}`)).status, offer.href).toBe(200);
    }
  });
});

describe('the request pages', () => {
  it('the form shows what the request is about and carries its key, kept out of search engines', async () => {
    const response = await fetch(`${baseURL}${formPath()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(first(html, /<meta name="robots" content="([^"]*)"/)).toMatch(/noindex/);
    expect(first(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe('Get the best price');
    const text = textOf(html);
    expect(text).toContain(dealerName);
    expect(text).toContain(deal.id);
    const form = first(html, /(<form[^>]*action="\/api\/leads"[^>]*>)/);
    expect(form).toContain('method="post"');
    // A key per render: two visits, two keys.
    const keyOf = (page: string) => first(page, /name="idempotencyKey" value="([^"]*)"/);
    const again = await (await fetch(`${baseURL}${formPath()}`)).text();
    expect(keyOf(html)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(again)).not.toBe(keyOf(html));
  });

  it('an unknown dealer, or none, gets a clear message and the dealer finder instead of a form', async () => {
    for (const [path, heading] of [
      ['/get-quotes?kind=quote&dealer=no-such-dealer', leadPageTexts.unknownDealer.heading],
      ['/get-quotes', leadPageTexts.noDealer.heading],
      ['/get-quotes?kind=gap&dealer=partner-warranty', leadPageTexts.unknownDealer.heading],
    ] as const) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(textOf(html), path).toContain(heading);
      expect(html, path).toContain('href="/car-dealers"');
      expect(html, path).not.toContain('action="/api/leads"');
    }
  });

  it('odd query strings never give an error page', async () => {
    for (const path of [
      '/get-quotes?kind=<script>&dealer=%00&deal[]=x',
      `/get-quotes?kind=quote&dealer=${deal.dealerId}&deal=${'x'.repeat(300)}&draft=nope`,
      '/get-quotes/confirmation?reference=%27%22%3E',
      '/get-quotes/confirmation?reference=KS-00000000',
    ]) {
      expect((await fetch(`${baseURL}${path}`)).status, path).toBe(200);
    }
  });

  it('the confirmation shows only a stored, well-formed reference; anything else a neutral message', async () => {
    for (const reference of ['', 'KS-1', 'KS-ZZZZZZZZ']) {
      const html = await (await fetch(`${baseURL}/get-quotes/confirmation?reference=${reference}`)).text();
      expect(textOf(html), reference).toContain(leadConfirmationTexts.noReference.heading);
      expect(textOf(html), reference).not.toContain(leadConfirmationTexts.heading);
    }
  });

  it('the offer pages are indexable and in the XML sitemap; the request pages are not', async () => {
    for (const offer of partnerOffers) {
      const html = await (await fetch(`${baseURL}${offer.href}`)).text();
      expect(first(html, /<meta name="robots" content="([^"]*)"/), offer.href).toBeNull();
      expect(new URL(first(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(offer.href);
      expect(first(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(offer.page.heading);
    }
    const pages = await (await fetch(`${baseURL}/sitemap/xml/pages-1.xml`)).text();
    for (const offer of partnerOffers) expect(pages, offer.href).toContain(`${offer.href}</loc>`);
    expect(pages).not.toContain('/get-quotes');
  });
});

describe('a quote request from a deals page', () => {
  it('with JavaScript: the form sends JSON, and the confirmation shows the reference', async () => {
    const context = await browser().newContext(
      viewportContext('lg', { extraHTTPHeaders: { 'x-forwarded-for': `leads-e2e-js-${run}` } }),
    );
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${baseURL}${modelPaths.deals(deal)}`);
    await Promise.all([page.waitForURL(/\/get-quotes\?/), page.locator(`a[href="${formPath()}"]`).first().click()]);
    await expect(page.getByRole('region', { name: 'Your request' }).textContent()).resolves.toContain(dealerName);
    const email = emailOf('js');
    await fillForm(page, email);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/leads'))
        posts.push(request.headers()['content-type'] ?? '');
    });
    await Promise.all([
      page.waitForURL(/\/get-quotes\/confirmation\?reference=/),
      page.getByRole('button', { name: leadFormTexts.submit['best-price'] }).click(),
    ]);
    expect(posts).toEqual(['application/json']);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(leadConfirmationTexts.heading);
    const reference = await shownReference(page);
    await expect(page.getByText(leadConfirmationTexts.recorded(dealerName)).isVisible()).resolves.toBe(true);
    const rows = await rowsWith(deal.dealerId, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reference, kind: 'best-price', dealId: deal.id });
    storedReference = reference;
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('without JavaScript: a mistake comes back with messages and values, then the post is confirmed', async () => {
    const context = await browser().newContext(
      viewportContext('lg', {
        javaScriptEnabled: false,
        extraHTTPHeaders: { 'x-forwarded-for': `leads-e2e-nojs-${run}` },
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseURL}${formPath()}`);
    await page.getByLabel(leadFormTexts.fields.name.label).fill('Sam Taylor');
    await page.getByLabel(leadFormTexts.fields.email.label).fill('sam@');
    await Promise.all([
      page.waitForURL(/[?&]draft=/),
      page.getByRole('button', { name: leadFormTexts.submit['best-price'] }).click(),
    ]);
    // Back on the same form (same dealer and deal), with the summary and a message on each field.
    const url = new URL(page.url());
    expect(url.pathname).toBe('/get-quotes');
    expect(url.searchParams.get('dealer')).toBe(deal.dealerId);
    expect(url.searchParams.get('deal')).toBe(deal.id);
    const summary = page.locator('[data-error-summary]');
    await expect(summary.textContent()).resolves.toContain(leadMessages.summary);
    for (const message of [leadMessages.emailInvalid, leadMessages.postcodeInvalid, leadMessages.consent])
      await expect(summary.textContent(), message).resolves.toContain(message);
    const emailField = page.getByLabel(leadFormTexts.fields.email.label);
    await expect(emailField.inputValue()).resolves.toBe('sam@');
    await expect(emailField.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel(leadFormTexts.fields.name.label).inputValue()).resolves.toBe('Sam Taylor');

    const email = emailOf('nojs');
    await fillForm(page, email);
    await Promise.all([
      page.waitForURL(/\/get-quotes\/confirmation\?reference=/),
      page.getByRole('button', { name: leadFormTexts.submit['best-price'] }).click(),
    ]);
    const reference = await shownReference(page);
    const rows = await rowsWith(deal.dealerId, email);
    expect(rows.map((row) => row.reference)).toEqual([reference]);
    await context.close();
  });
});

describe('a request sent twice is stored once', () => {
  it('a double click with JavaScript makes one request and one row', async () => {
    const context = await browser().newContext(
      viewportContext('lg', { extraHTTPHeaders: { 'x-forwarded-for': `leads-e2e-double-${run}` } }),
    );
    const page = await context.newPage();
    await page.goto(`${baseURL}${formPath()}`, { waitUntil: 'networkidle' });
    const email = emailOf('double');
    await fillForm(page, email);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/leads')) posts += 1;
    });
    await Promise.all([
      page.waitForURL(/\/get-quotes\/confirmation\?reference=/),
      page.getByRole('button', { name: leadFormTexts.submit['best-price'] }).dblclick(),
    ]);
    expect(posts).toBe(1);
    const reference = await shownReference(page);
    expect((await rowsWith(deal.dealerId, email)).map((row) => row.reference)).toEqual([reference]);
    await context.close();
  });

  it('a JSON retry with the same Idempotency-Key answers the same reference and stores one row', async () => {
    const email = emailOf('retry');
    const body = {
      kind: 'quote',
      dealerId: deal.dealerId,
      dealId: deal.id,
      name: 'Sam Taylor',
      email,
      postcode: 'LS1 4AP',
      consent: true,
    };
    const key = `e2e-retry-${run}-0123456789`;
    const client = `leads-e2e-retry-${run}`;
    const firstAnswer = await postJson(body, key, client);
    expect(firstAnswer.status).toBe(201);
    const { reference } = (await firstAnswer.json()) as { reference: string };
    expect(reference).toMatch(referencePattern);
    const second = await postJson(body, key, client);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    await expect(second.json()).resolves.toEqual({ reference });
    expect((await rowsWith(deal.dealerId, email)).map((row) => row.reference)).toEqual([reference]);
  });

  it('a plain form posted again (same key, or none) redirects to the same confirmation, one row', async () => {
    const email = emailOf('repost');
    const fields = {
      kind: 'quote',
      dealerId: deal.dealerId,
      dealId: deal.id,
      name: 'Sam Taylor',
      email,
      postcode: 'LS1 4AP',
      consent: 'on',
      idempotencyKey: `e2e-repost-${run}-0123456789`,
      returnTo: formPath(),
    };
    const client = `leads-e2e-repost-${run}`;
    const answers = [await postForm(fields, client), await postForm(fields, client)];
    // The partner pages' plain form has no key: the API dedupes on the body.
    const keyless = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'idempotencyKey'));
    answers.push(await postForm(keyless, client));
    const locations = answers.map((answer) => answer.headers.get('location'));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303]);
    expect(locations[0]).toMatch(/^\/get-quotes\/confirmation\?reference=KS-/);
    expect(new Set(locations).size).toBe(1);
    expect(await rowsWith(deal.dealerId, email)).toHaveLength(1);
  });
});

describe("a dealer's leads", () => {
  it('come as CSV under the dealer’s basic auth, and are refused without it', async () => {
    const client = { 'x-forwarded-for': `leads-e2e-csv-${run}` };
    const url = `${baseURL}/api/leads?dealer=${encodeURIComponent(deal.dealerId)}&format=csv`;
    const csv = await fetch(url, { headers: { ...client, authorization: authOf(deal.dealerId) } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    const [header, ...lines] = text.trim().split(/\r?\n/);
    expect(header).toMatch(/reference/);
    expect(header).toMatch(/email/);
    if (storedReference) expect(lines.some((line) => line.includes(storedReference))).toBe(true);
    expect(text).toContain(emailOf('retry'));
    expect((await fetch(url, { headers: client })).status).toBe(401);
    expect((await fetch(url, { headers: { ...client, authorization: authOf(deal.dealerId, 'wrong') } })).status).toBe(
      401,
    );
    // One dealer's password opens no other dealer's leads.
    const other = `${baseURL}/api/leads?dealer=${partnerIds.gap}&format=csv`;
    expect((await fetch(other, { headers: { ...client, authorization: authOf(deal.dealerId) } })).status).toBe(401);
  });
});

describe('a partner offer taken up', () => {
  it('with JavaScript: the GAP insurance offer records a GAP lead for its partner', async () => {
    const offer = partnerOfferOf('gap');
    const context = await browser().newContext(
      viewportContext('xs', { extraHTTPHeaders: { 'x-forwarded-for': `leads-e2e-partner-${run}` } }),
    );
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${baseURL}${offer.href}`, { waitUntil: 'networkidle' });
    // The cached page carries no key; the island made one for this visitor.
    await expect(page.locator('input[name=idempotencyKey]').inputValue()).resolves.toMatch(/^[0-9a-f-]{32,36}$/);
    const email = emailOf('partner');
    await fillForm(page, email);
    await Promise.all([
      page.waitForURL(/\/get-quotes\/confirmation\?reference=/),
      page.getByRole('button', { name: leadFormTexts.submit.gap }).click(),
    ]);
    const reference = await shownReference(page);
    await expect(page.getByText(leadConfirmationTexts.recorded(offer.page.partner.name)).isVisible()).resolves.toBe(
      true,
    );
    const rows = await rowsWith(partnerIds.gap, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reference, kind: 'gap', dealerId: partnerIds.gap });
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('without JavaScript: a mistake comes back to the request page for the offer, with its draft', async () => {
    const offer = partnerOfferOf('warranty');
    const context = await browser().newContext(
      viewportContext('lg', {
        javaScriptEnabled: false,
        extraHTTPHeaders: { 'x-forwarded-for': `leads-e2e-partner-nojs-${run}` },
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseURL}${offer.href}`);
    await expect(page.locator('input[name=idempotencyKey]').inputValue()).resolves.toBe('');
    await page.getByLabel(leadFormTexts.fields.name.label).fill('Sam Taylor');
    await Promise.all([
      page.waitForURL(/[?&]draft=/),
      page.getByRole('button', { name: leadFormTexts.submit.warranty }).click(),
    ]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/get-quotes');
    expect(url.searchParams.get('kind')).toBe('warranty');
    await expect(page.locator('[data-error-summary]').textContent()).resolves.toContain(leadMessages.emailMissing);
    await expect(page.getByLabel(leadFormTexts.fields.name.label).inputValue()).resolves.toBe('Sam Taylor');
    const email = emailOf('partner-nojs');
    await fillForm(page, email);
    await Promise.all([
      page.waitForURL(/\/get-quotes\/confirmation\?reference=/),
      page.getByRole('button', { name: leadFormTexts.submit.warranty }).click(),
    ]);
    const reference = await shownReference(page);
    expect((await rowsWith(partnerIds.warranty, email)).map((row) => row.reference)).toEqual([reference]);
    await context.close();
  });
});

describe('axe on every new page', () => {
  const paths = () => [
    formPath(),
    `/get-quotes?kind=quote&advert=${advert.id}`,
    '/get-quotes?kind=gap',
    '/get-quotes?kind=quote&dealer=no-such-dealer',
    `/get-quotes/confirmation?reference=${storedReference || 'KS-00000000'}`,
    '/get-quotes/confirmation',
    ...partnerOffers.map((offer) => offer.href),
  ];
  for (const viewport of ['xs', 'lg'] as const) {
    it(`passes at ${viewport} without console errors`, async () => {
      await expectPagesPass(browser(), baseURL, viewport, paths(), { errors: errorsOf });
    }, 120_000);
  }
});
