import { PRODUCT_NAME } from '../lib/constants';
import { Button } from '../primitives/Button';
import { Heading } from '../primitives/Heading';
import { Container, Stack } from '../primitives/Layout';
import { Text } from '../primitives/Text';

/** A styled holding page for a route whose content is still being built: its title, a note and a way on. */
export interface HoldingPageProps {
  /** The page's title, e.g. 'Car leasing deals'. */
  title: string;
}

export function HoldingPage({ title }: HoldingPageProps) {
  return (
    <Container>
      <Stack gap={5} align="start">
        <Heading level={1} size="large">
          {title}
        </Heading>
        <Text size="lg">
          {`We're putting the finishing touches to this part of ${PRODUCT_NAME}. Come back soon, or start from the home page in the meantime.`}
        </Text>
        <Button href="/" variant="secondary">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
