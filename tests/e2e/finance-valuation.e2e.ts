/**
 * /car-finance, /car-valuation/ and /class/sell-my-car as the production build serves them
 * (`next start`): status, title, description, canonical and JSON-LD; the PCP worked example of
 * docs/design/uk-rules.md typed by keyboard gives £418.67; the GET forms work without JavaScript; the
 * valuation asks no postcode, and selling asks an optional one: a bad postcode shows 'Invalid
 * postcode' and keeps what was typed; a valid entry gives a valuation (and dealers for selling); odd query strings never give a 500; axe at xs and lg without console errors.
 */
import { describe, expect, inject, it } from 'vitest';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { collectErrors, sharedBrowser, viewportContext } from './browser';
import { expectPagesPass } from './support/pageChecks';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const first = (html: string, pattern: RegExp) => {
  const match = pattern.exec(html);
  return match ? decode(match[1]!) : null;
};
const textOf = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

/** A model on sale, from the site's own Content API. */
async function aModelId(): Promise<string> {
  const response = await fetch(`${baseURL}/api/content/models?comingSoon=false&pageSize=1&displayFields=id`);
  const body = (await response.json()) as { items: { id: string }[] };
  return body.items[0]!.id;
}

const pages = [
  { path: '/car-finance', title: 'Car finance calculator: PCP and hire purchase | Kerbside', h1: 'Car finance' },
  { path: '/car-valuation', title: 'Free car valuation | Kerbside', h1: 'Free car valuation' },
  {
    path: '/class/sell-my-car',
    title: 'Sell my car: free valuation and dealers near you | Kerbside',
    h1: 'Sell my car',
  },
] as const;

describe('finance and valuation pages', () => {
  for (const { path, title, h1 } of pages) {
    it(`${path} answers 200 with its title, description, canonical and JSON-LD`, async () => {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(first(html, /<title>([^<]*)<\/title>/)).toBe(title);
      expect(first(html, /<meta name="description" content="([^"]*)"/)?.length).toBeGreaterThan(50);
      expect(new URL(first(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(path);
      expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
      const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
      );
      expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'WebApplication']));
      expect(first(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(h1);
    });
  }

  it('/car-valuation/ (the link of spec 2.2) redirects to /car-valuation, which answers 200', async () => {
    const redirect = await fetch(`${baseURL}/car-valuation/`, { redirect: 'manual' });
    expect([301, 308]).toContain(redirect.status);
    expect(new URL(redirect.headers.get('location')!, baseURL).pathname).toBe('/car-valuation');
    const followed = await fetch(`${baseURL}/car-valuation/`);
    expect(followed.status).toBe(200);
    expect(textOf(await followed.text())).toContain('Free car valuation');
  });

  it('/class/sell-my-car is the sell-my-car page, not a hub', async () => {
    const html = await (await fetch(`${baseURL}/class/sell-my-car`)).text();
    expect(html).toContain('action="/class/sell-my-car"');
    expect(textOf(html)).toContain('How to get the best price for your car');
  });

  it('/car-finance shows the representative example, the guide and the partner offers in the server HTML', async () => {
    const text = textOf(await (await fetch(`${baseURL}/car-finance`)).text());
    expect(text).toContain('£418.67');
    for (const phrase of [
      'PCP (personal contract purchase)',
      'HP (hire purchase)',
      'PCH (personal contract hire',
      '5% off',
      '12% off',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("/car-finance?deal= and ?capid= open the calculator for the car, from the deal's own PCP quote", async () => {
    const response = await fetch(`${baseURL}/api/content/deals?dealType=new-car&pageSize=1`);
    const deal = (
      (await response.json()) as {
        items: { id: string; capId: string; make: string; derivativeName: string; pcp: { monthly: number } }[];
      }
    ).items[0]!;
    const monthly = formatPoundPrice(deal.pcp.monthly);
    for (const query of [`deal=${deal.id}`, `capid=${deal.capId}`]) {
      const html = await (await fetch(`${baseURL}/car-finance?${query}`)).text();
      expect(first(html, /<title>([^<]*)<\/title>/), query).toContain(deal.derivativeName.split(' ')[0]);
      const text = textOf(html);
      expect(text, query).toContain(`For the ${deal.make}`);
      expect(text, query).toContain(monthly);
      expect(new URL(first(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe('/car-finance');
    }
  });

  it('never answers 500 for odd query strings', async () => {
    const odd = [
      '/car-finance?price=abc&deposit=-1&apr=%00&term=1e9',
      '/car-finance?price=1&price=2&product[]=x',
      '/car-finance?capid=%2E%2E%2F&deal=' + 'x'.repeat(300),
      '/car-finance?capid=no-such-car',
      '/car-valuation?model=%27%22%3E&year=abc&mileage=-5&postcode=%F0%9F%9A%97',
      '/car-valuation?model=&model=x&postcode[]=1',
      '/class/sell-my-car?reg=' + 'A'.repeat(5000) + '&postcode=SW1A1AA',
    ];
    for (const path of odd) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
    }
  });

  it('without JavaScript: the finance GET form is answered by the server', async () => {
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseURL}/car-finance`);
    await page.getByLabel('Cash price (£)').fill('30000');
    await page.getByLabel('Your deposit (£)').fill('4500');
    await page.getByLabel('APR (%)').fill('8.9');
    await page.getByLabel('Term (months)').fill('48');
    await page.getByLabel('Optional final payment (£)').fill('12000');
    await page.getByRole('radio', { name: 'Hire purchase' }).check();
    await Promise.all([page.waitForURL(/product=hp/), page.getByRole('button', { name: 'Calculate' }).click()]);
    await expect(page.getByText('£629.21').first().isVisible()).resolves.toBe(true);
    await page.getByLabel('Your deposit (£)').fill('31000');
    await Promise.all([page.waitForURL(/deposit=31000/), page.getByRole('button', { name: 'Calculate' }).click()]);
    await expect(
      page.getByRole('link', { name: 'The deposit must be less than the cash price of the car' }).count(),
    ).resolves.toBe(1);
    await expect(page.getByLabel('Your deposit (£)').inputValue()).resolves.toBe('31000');
    await context.close();
  });

  it('without JavaScript: the valuation asks no postcode and gives a valuation', async () => {
    const model = await aModelId();
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseURL}/car-valuation`);
    await expect(page.getByLabel('Postcode').count()).resolves.toBe(0);
    await page.getByLabel('Make and model').selectOption(model);
    await page.getByLabel('Year first registered').selectOption('2020');
    await page.getByLabel('Mileage').fill('42000');
    await Promise.all([page.waitForURL(/mileage=42000/), page.getByRole('button', { name: 'Value my car' }).click()]);
    await expect(page.getByRole('heading', { name: 'Your estimated valuation' }).isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByText(/not from sales of cars like yours/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });

  it("without JavaScript, selling: a bad postcode shows 'Invalid postcode' and keeps the input; a valid one gives a valuation", async () => {
    const model = await aModelId();
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseURL}/class/sell-my-car`);
    await page.getByLabel('Make and model').selectOption(model);
    await page.getByLabel('Year first registered').selectOption('2020');
    await page.getByLabel('Mileage').fill('42000');
    await page.getByLabel('Postcode').fill('NOT A CODE');
    await Promise.all([page.waitForURL(/postcode=/), page.getByRole('button', { name: 'Value my car' }).click()]);
    await expect(page.getByRole('link', { name: 'Invalid postcode' }).count()).resolves.toBe(1);
    await expect(page.locator('#valuation-postcode-error').textContent()).resolves.toBe('Invalid postcode');
    await expect(page.getByLabel('Postcode').inputValue()).resolves.toBe('NOT A CODE');
    await expect(page.getByLabel('Mileage').inputValue()).resolves.toBe('42000');
    await expect(page.getByLabel('Make and model').inputValue()).resolves.toBe(model);
    await expect(page.getByText('Your estimated valuation').count()).resolves.toBe(0);

    await page.getByLabel('Postcode').fill('ls11 5qh');
    await Promise.all([page.waitForURL(/postcode=ls11/), page.getByRole('button', { name: 'Value my car' }).click()]);
    await expect(page.getByRole('heading', { name: 'Your estimated valuation' }).isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByText(/^£[\d,]+ to £[\d,]+$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('LS11 5QH').first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Dealers near you' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('sell my car lists the nearest dealers for a valid postcode', async () => {
    const model = await aModelId();
    const response = await fetch(
      `${baseURL}/class/sell-my-car?model=${model}&year=2019&mileage=51000&postcode=LS11%205QH`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
    const text = textOf(html);
    expect(text).toContain('Your estimated valuation');
    expect(text).toContain('Dealers near you');
    expect(text).toMatch(/Distances from the centre of Leeds/);
    expect(text).toMatch(/\d+\.\d\d miles/);
  });

  it('PCP by keyboard: the worked example gives £418.67, live, with JavaScript', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    // Start from other figures, so £418.67 can only come from what is typed.
    await page.goto(`${baseURL}/car-finance?product=pcp&price=20000&deposit=1000&apr=5&term=36&final=5000`, {
      waitUntil: 'networkidle',
    });
    await expect(page.locator('#finance-monthly').textContent()).resolves.not.toContain('£418.67');
    await page.getByLabel('Cash price (£)').focus();
    // Each field: select what is there and type over it, tabbing on (the contribution stays empty).
    const typeOver = async (text: string) => {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    };
    await typeOver('30000');
    await page.keyboard.press('Tab');
    await typeOver('4500');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await typeOver('8.9');
    await page.keyboard.press('Tab');
    await typeOver('48');
    await page.keyboard.press('Tab');
    await typeOver('12000');
    await page.getByRole('status').filter({ hasText: 'Monthly payment £418.67' }).waitFor();
    await expect(page.locator('#finance-monthly').textContent()).resolves.toContain('£418.67');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/price=30000/);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['xs', 'lg'] as const) {
    it(`passes axe at ${viewport} without console errors, empty and with results or errors`, async () => {
      const model = await aModelId();
      const states = [
        ...pages.map(({ path }) => path),
        '/car-finance?price=30000&deposit=40000&apr=x&term=48&final=12000',
        `/car-valuation?model=${model}&year=2020&mileage=42000`,
        `/class/sell-my-car?model=${model}&year=2020&mileage=42000&postcode=NOPE`,
        `/class/sell-my-car?model=${model}&year=2020&mileage=42000&postcode=M1%201AE`,
      ];
      await expectPagesPass(browser(), baseURL, viewport, states);
    });
  }
});
