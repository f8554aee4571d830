import { Text } from '#src/primitives/Text';
import { searchTexts } from './searchTexts';

/** The empty-keyword state: what to search for (no search is run for an empty keyword). */
export interface SearchPromptProps {
  /** The prompt text; searchTexts.prompt by default. */
  text?: string;
}

export function SearchPrompt({ text = searchTexts.prompt }: SearchPromptProps) {
  return (
    <Text size="lg" tone="muted">
      {text}
    </Text>
  );
}
