import type { SearchHit } from '#src/adapters/search';
import { searchHitCategoryLabels } from '#src/lib/searchHitCategories';
import { ResultItem } from '#src/widgets/results/ResultItem';
import { searchTexts } from './searchTexts';

/**
 * One site-search result (spec 3, "Search hit"): the shared ResultItem with the site's category
 * rule (searchHitCategoryLabels) and texts. The whole item is one link, named by the title.
 */
export interface SearchResultItemProps {
  /** The hit as the search service returns it. */
  hit: SearchHit;
  /** Document level of the title heading (2 under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Load the image at once (the first result, above the fold). */
  priority?: boolean;
}

export function SearchResultItem({ hit, headingLevel = 2, priority = false }: SearchResultItemProps) {
  return (
    <ResultItem
      hit={hit}
      categories={searchHitCategoryLabels(hit.categories)}
      headingLevel={headingLevel}
      priority={priority}
      promotedText={searchTexts.promoted}
    />
  );
}
