import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { PageShell } from '../../src/components/PageShell';
import { SiteFooterPlaceholder, SiteHeaderPlaceholder } from '../../src/components/SiteChromePlaceholder';
import { PRODUCT_NAME } from '../../src/lib/constants';
import { detectViewport, viewportMeta } from '../../src/lib/viewport';
import { StyledComponentsRegistry } from './StyledComponentsRegistry';
import { SiteProviders } from './SiteProviders';
import { siteConfig } from './siteConfig';

export const metadata: Metadata = {
  title: { default: `${PRODUCT_NAME}: new and used car reviews, deals and advice`, template: `%s | ${PRODUCT_NAME}` },
  description: `${PRODUCT_NAME} helps UK drivers choose and buy their next car: expert reviews, new car deals, leasing, used cars and running-cost calculators.`,
};

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

export default function RootLayout({ children }: { children: ReactNode }) {
  const { appOrigin, imageHost } = siteConfig();
  return (
    <html lang="en-GB">
      <body>
        <StyledComponentsRegistry>
          <SiteProviders appOrigin={appOrigin} imageHost={imageHost}>
            <PageShell header={<SiteHeaderPlaceholder />} ribbon={null} footer={<SiteFooterPlaceholder />}>
              {children}
            </PageShell>
          </SiteProviders>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
