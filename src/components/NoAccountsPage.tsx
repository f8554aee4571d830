import { Button } from '../primitives/Button';
import { Heading } from '../primitives/Heading';
import { Container, Stack } from '../primitives/Layout';
import { Text } from '../primitives/Text';

/**
 * What the sign-in and account pages render while the site has no accounts: it says plainly what
 * the visitor can do today instead, and links there (the copy is in accountPages.ts). It never
 * promises a date.
 */
export interface NoAccountsPageProps {
  /** The page's title, e.g. 'Sign in'. */
  title: string;
  /** What is true today and what the visitor can do instead, one paragraph each. */
  paragraphs: readonly string[];
  /** The way on: the page that does what the visitor came for. */
  action: { text: string; href: string };
}

export function NoAccountsPage({ title, paragraphs, action }: NoAccountsPageProps) {
  return (
    <Container>
      <Stack gap={5} align="start">
        <Heading level={1} size="large">
          {title}
        </Heading>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} size="lg">
            {paragraph}
          </Text>
        ))}
        <Button href={action.href} variant="primary">
          {action.text}
        </Button>
      </Stack>
    </Container>
  );
}
