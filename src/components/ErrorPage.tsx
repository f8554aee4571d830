import styled from 'styled-components';
import { vars } from '#tokens';
import { defaultErrorMessage, notFoundPage } from '../lib/errorMessages';
import { Button } from '../primitives/Button';
import { Heading } from '../primitives/Heading';
import { Container, Stack } from '../primitives/Layout';
import { Link } from '#src/primitives/Link';
import { Text } from '../primitives/Text';
import { sitePaths, tagPaths } from '../domain/routes';

/**
 * Error pages of spec 2.8: the 404 dead-end page with its way back, or a generic page with the
 * status code and its default message for any other error code.
 */
export interface ErrorPageProps {
  /** The HTTP status the page reports. */
  statusCode: number;
  /** A message to show instead of the status's default (generic page only). */
  message?: string;
  /** Offers 'Try again' (generic page only): an error boundary passes its retry here. */
  onRetry?: () => void;
  /**
   * Offers 'Try again' as a link instead (generic page only), which needs no JavaScript: `''` is
   * the address of the page it is shown on, so following it loads the failed page again.
   */
  retryHref?: string;
}

export const notFoundLinks = [
  { text: 'New car reviews', href: sitePaths.reviews },
  { text: 'New car deals', href: sitePaths.newCarDeals },
  { text: 'Used car reviews', href: sitePaths.usedReviews },
  { text: 'Latest news', href: tagPaths.latest },
] as const;

export function ErrorPage({ statusCode, message, onRetry, retryHref }: ErrorPageProps) {
  if (statusCode === 404) {
    return (
      <Container>
        <Stack gap={5} align="start">
          <Heading level={1} size="large">
            {notFoundPage.heading}
          </Heading>
          <Text>{notFoundPage.text}</Text>
          <Button href={notFoundPage.homeHref}>{notFoundPage.homeLinkText}</Button>
          <nav aria-label="Popular pages">
            <LinkList>
              {notFoundLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} variant="standalone">
                    {link.text}
                  </Link>
                </li>
              ))}
            </LinkList>
          </nav>
        </Stack>
      </Container>
    );
  }
  return (
    <Container>
      <Stack gap={4} align="start">
        <Heading level={1} size="large">
          <StatusCode>{statusCode}</StatusCode> {message ?? defaultErrorMessage(statusCode)}
        </Heading>
        <Stack direction="row" gap={3} wrap>
          {onRetry ? (
            <Button onClick={onRetry}>Try again</Button>
          ) : retryHref !== undefined ? (
            <Button href={retryHref}>Try again</Button>
          ) : null}
          <Button href={notFoundPage.homeHref} variant="secondary">
            {notFoundPage.homeLinkText}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]} ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    min-height: 24px;
    align-items: center;
  }
`;

const StatusCode = styled.span`
  display: block;
  color: ${vars.color.action};
  font-size: ${vars.text['4xl'].size};
  line-height: ${vars.text['4xl'].line};
`;
