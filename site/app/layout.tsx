import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '#src/components/footer/Footer';
import { PageShell } from '#src/components/PageShell';
import { InfoRibbon } from '#src/components/ribbon/InfoRibbon';
import { loadRibbonConfig } from '#src/components/ribbon/loadRibbonConfig';
import { PRODUCT_NAME } from '#src/lib/constants';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { StyledComponentsRegistry } from './StyledComponentsRegistry';
import { WebVitals } from './WebVitals';
import { SiteHeader } from './SiteHeader';
import { SiteProviders } from './SiteProviders';
import { siteConfig } from './siteConfig';
import { siteOrigin } from '../siteOrigin';

/**
 * Site-wide defaults. Canonical and share URLs are written as paths and resolve against the
 * configured origin (SITE_ORIGIN), never the request's Host. The viewport meta tag is set per
 * page shell in [shell]/layout.tsx.
 */
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: `${PRODUCT_NAME}: new and used car reviews, deals and advice`, template: `%s | ${PRODUCT_NAME}` },
    description: `${PRODUCT_NAME} helps UK drivers choose and buy their next car: expert reviews, new car deals, leasing, used cars and running-cost calculators.`,
  };
}

/**
 * The page chrome, the same for every visitor so that pages can be cached (ADR 0013): nothing
 * here reads the request. What differs per visitor lives in client islands: the login area reads
 * the userInfo cookie in the browser (SiteHeader), the shortlist count reads localStorage.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const { appOrigin, imageHost, showDealerPhone, dealerPhone, searchHost, searchSitekey, isUsedExternal } =
    siteConfig();
  // A failing ribbon load leaves the ribbon out (logged once); it never breaks the page.
  const ribbonConfig = await loadRibbonConfig(() => contentAdapter().ribbon());
  return (
    <html lang="en-GB">
      <body>
        <StyledComponentsRegistry>
          <SiteProviders appOrigin={appOrigin} imageHost={imageHost}>
            <PageShell
              header={
                <SiteHeader isUsedExternal={isUsedExternal} searchHost={searchHost} searchSitekey={searchSitekey} />
              }
              ribbon={ribbonConfig ? <InfoRibbon config={ribbonConfig} /> : null}
              footer={<Footer showDealerPhone={showDealerPhone} dealerPhone={dealerPhone} />}
            >
              {children}
            </PageShell>
          </SiteProviders>
        </StyledComponentsRegistry>
        <WebVitals />
      </body>
    </html>
  );
}
