import { Text } from '#src/primitives/Text';
import { resultCountText } from './searchTexts';

/**
 * The result count of a search, e.g. '42 results for "golf"'. The service caps total_hits at
 * 10000, and a capped count reads '10000+ results for "golf"' (spec 9).
 */
export interface SearchResultCountProps {
  /** total_hits of the response. */
  totalHits: number;
  /** The keyword searched for. */
  keyword: string;
  /** Element id, so the results list can refer to it. */
  id?: string;
}

export function SearchResultCount({ totalHits, keyword, id }: SearchResultCountProps) {
  return (
    <Text size="lg" weight="bold" id={id}>
      {resultCountText(totalHits, keyword)}
    </Text>
  );
}
