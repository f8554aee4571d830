import type { Metadata } from 'next';
import { sitePaths } from '#src/domain/routes';
import { PageHeader } from '#src/components/listing/PageHeader';
import { pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { Container } from '#src/primitives/Layout';
import { ShortlistView } from '#src/tools/shortlist/ShortlistView';

/**
 * /my-shortlist (spec 2.1 Shortlist, issue #7 item 7): the cars this visitor saved with 'Add to
 * shortlist'. The list lives in the browser (localStorage), so the server renders the page frame
 * and ShortlistView fills it in after hydration. A personal page: kept out of search engines.
 */

const path = sitePaths.shortlist;
const title = 'My shortlist';
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: title, path },
];

export const metadata: Metadata = pageMetadata({
  seoTitle: title,
  seoDescription: 'The cars you have saved to your shortlist on this browser, with their prices and links.',
  canonicalUrl: path,
  noIndex: true,
});

export default function MyShortlistPage() {
  return (
    <Container>
      <PageHeader
        title={title}
        intro="The cars you saved with Add to shortlist on reviews and deals. Compare their prices, open them again, or remove the ones you have ruled out."
        crumbs={crumbs}
      />
      <ShortlistView />
    </Container>
  );
}
