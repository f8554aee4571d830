import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Footer } from '../../src/components/footer/Footer';
import { PageShell } from '../../src/components/PageShell';
import { InfoRibbon } from '../../src/components/ribbon/InfoRibbon';
import { loadRibbonConfig } from '../../src/components/ribbon/loadRibbonConfig';
import { parseUserInfoCookie, USER_INFO_COOKIE } from '../../src/components/header/parseUserInfoCookie';
import { PRODUCT_NAME } from '../../src/lib/constants';
import { isNoIndexPath } from '../../src/lib/noIndexPaths';
import { detectViewport, viewportMeta } from '../../src/lib/viewport';
import { contentAdapter } from '../../src/server/content/contentAdapter';
import { StyledComponentsRegistry } from './StyledComponentsRegistry';
import { WebVitals } from './WebVitals';
import { SiteHeader } from './SiteHeader';
import { SiteProviders } from './SiteProviders';
import { siteConfig } from './siteConfig';
import { originFromHeaders } from '../../src/lib/seo/requestOrigin';
import { pathnameHeader } from '../requestHeaders';

/** Site-wide defaults; the noindex deals path of spec 2.8 gets its robots tag here, whatever renders there. */
export async function generateMetadata(): Promise<Metadata> {
  const requestHeaders = await headers();
  const path = requestHeaders.get(pathnameHeader) ?? '';
  // Canonical and share URLs are written as paths; they resolve against the configured origin,
  // else the origin the visitor used.
  return {
    metadataBase: new URL(originFromHeaders(requestHeaders, siteConfig().appOrigin)),
    title: { default: `${PRODUCT_NAME}: new and used car reviews, deals and advice`, template: `%s | ${PRODUCT_NAME}` },
    description: `${PRODUCT_NAME} helps UK drivers choose and buy their next car: expert reviews, new car deals, leasing, used cars and running-cost calculators.`,
    ...(isNoIndexPath(path) ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * The viewport-meta rule of spec 2.8, decided per request from the user agent: phones (xs) get
 * 'width=device-width, initial-scale=1.0', everything else a fixed width of 1200. Next builds the
 * tag as `width=<width>`, so the whole rule is passed through `width` to keep the exact text.
 * Next 16 then always appends its own `initial-scale=1` (it ignores initialScale from segments).
 */
export async function generateViewport(): Promise<Viewport> {
  const viewport = detectViewport((await headers()).get('user-agent'));
  return { width: viewportMeta(viewport).replace(/^width=/, '') };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { appOrigin, imageHost, showDealerPhone, dealerPhone, searchHost, searchSitekey, isUsedExternal } =
    siteConfig();
  // The login area reads the userInfo cookie here, on the server: a malformed value means logged out.
  const user = parseUserInfoCookie((await cookies()).get(USER_INFO_COOKIE)?.value);
  // A failing ribbon load leaves the ribbon out (logged once); it never breaks the page.
  const ribbonConfig = await loadRibbonConfig(() => contentAdapter().ribbon());
  return (
    <html lang="en-GB">
      <body>
        <StyledComponentsRegistry>
          <SiteProviders appOrigin={appOrigin} imageHost={imageHost}>
            <PageShell
              header={
                <SiteHeader
                  user={user}
                  isUsedExternal={isUsedExternal}
                  searchHost={searchHost}
                  searchSitekey={searchSitekey}
                />
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
