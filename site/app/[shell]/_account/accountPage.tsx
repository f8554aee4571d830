import type { Metadata } from 'next';
import { accountPages } from '#src/components/accountPages';
import { NoAccountsPage } from '#src/components/NoAccountsPage';
import { pageMetadata } from '#src/lib/seo/pageMetadata';

/** /sign-in and /my-account: what the visitor can do without an account (src/components/accountPages.ts). */
type AccountPath = keyof typeof accountPages;

export function accountPageMetadata(path: AccountPath): Metadata {
  const page = accountPages[path];
  return pageMetadata({ seoTitle: page.title, seoDescription: page.description, canonicalUrl: path, noIndex: true });
}

export function AccountPage({ path }: { path: AccountPath }) {
  const { title, paragraphs, action } = accountPages[path];
  return <NoAccountsPage title={title} paragraphs={paragraphs} action={action} />;
}
