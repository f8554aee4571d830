import { Stack } from '#src/primitives/Layout';
import { Text } from '#src/primitives/Text';
import { noResultsMessage, searchTexts } from './searchTexts';

/** The no-results state: the spec's 'No search results with keyword' and the keyword, then a hint. */
export interface SearchNoResultsProps {
  /** The keyword that found nothing. */
  keyword: string;
}

export function SearchNoResults({ keyword }: SearchNoResultsProps) {
  return (
    <Stack gap={2} align="start">
      <Text size="lg" weight="bold">
        {noResultsMessage(keyword)}
      </Text>
      <Text tone="muted">{searchTexts.noResultsHint}</Text>
    </Stack>
  );
}
