/**
 * The sign-in and account pages. Kerbside has no accounts yet, so both say so plainly and send
 * the visitor to the shortlist, which works without one (it is kept in this browser). Neither is
 * indexed, and src/lib/seo/sitemap.ts keeps both out of the sitemaps.
 */
import { sitePaths } from '../domain/routes';
import { PRODUCT_NAME } from '../lib/constants';
import type { NoAccountsPageProps } from './NoAccountsPage';

const shortlistAction = { text: 'Go to your shortlist', href: sitePaths.shortlist } as const;
const keptOnThisDevice =
  'Cars you save to your shortlist are kept on this device, in this browser, until you remove them or clear its data. You can compare them side by side from there.';

export const accountPages = {
  [sitePaths.signIn]: {
    title: 'Sign in',
    description: `${PRODUCT_NAME} has no accounts yet. Your shortlist is kept on this device.`,
    paragraphs: [
      `${PRODUCT_NAME} has no accounts yet, so there is nothing to sign in to. Everything on the site works without one.`,
      keptOnThisDevice,
    ],
    action: shortlistAction,
  },
  [sitePaths.myAccount]: {
    title: 'My account',
    description: `${PRODUCT_NAME} has no accounts yet. Your shortlist is kept on this device.`,
    paragraphs: [`There are no ${PRODUCT_NAME} accounts yet, so there is no account to show.`, keptOnThisDevice],
    action: shortlistAction,
  },
} as const satisfies Record<string, NoAccountsPageProps & { description: string }>;
