import styled from 'styled-components';
import { vars } from '#tokens';
import { buttonTexts, PRODUCT_NAME } from '../lib/constants';
import { mq } from '../styles/mq';
import { Button } from '../primitives/Button';
import { Heading } from '../primitives/Heading';
import { Icon, type IconName } from '../primitives/Icon';
import { Container, Grid, Stack } from '../primitives/Layout';
import { Link } from '#src/primitives/Link';
import { Text } from '../primitives/Text';
import { SearchForm } from './search/SearchForm';
import { sitePaths, toolPaths } from '../domain/routes';

/**
 * The top of the home page: the headline of spec 1, the site search (a plain GET form to
 * /search, so it works without JavaScript), the two main calls to action and the ways into the site.
 */
export interface HomeHeroProps {
  /** The headline; spec 1 fixes it as 'The way to buy your new car now'. */
  headline?: string;
}

/** Id of the home page's search field (unique on the page; the header search has its own). */
export const HOME_SEARCH_INPUT_ID = 'home-search-input';

export const HOME_HEADLINE = 'The way to buy your new car now';

const waysIn: ReadonlyArray<{ title: string; text: string; href: string; icon: IconName }> = [
  { title: 'Car reviews', text: 'Expert verdicts on every new car on sale.', href: sitePaths.reviews, icon: 'star' },
  {
    title: 'New car deals',
    text: 'Target prices and savings from UK dealers.',
    href: sitePaths.newCarDeals,
    icon: 'arrowRight',
  },
  {
    title: 'Car leasing',
    text: 'Personal and business leasing deals.',
    href: sitePaths.leasingDeals,
    icon: 'calendar',
  },
  {
    title: 'Used cars for sale',
    text: 'Used and nearly-new cars near you.',
    href: sitePaths.usedCars,
    icon: 'location',
  },
  {
    title: 'Car comparison',
    text: 'Compare prices, running costs and specs.',
    href: toolPaths.comparison,
    icon: 'compare',
  },
  {
    title: 'Real MPG calculator',
    text: 'Estimate what a car returns on the road.',
    href: toolPaths.realMpg,
    icon: 'fuel',
  },
];

export function HomeHero({ headline = HOME_HEADLINE }: HomeHeroProps) {
  return (
    <Container>
      <Stack gap={7}>
        <Intro>
          <Stack gap={4} align="start">
            <Heading level={1} size="display">
              {headline}
            </Heading>
            <Text size="lg">
              {`${PRODUCT_NAME} tests the cars, finds the best prices from UK dealers and tells you what they will really cost to run.`}
            </Text>
            <SearchPanel>
              <SearchForm inputId={HOME_SEARCH_INPUT_ID} />
            </SearchPanel>
            <Stack direction="row" gap={3} wrap>
              <Button href={sitePaths.newCarDeals} icon="arrowRight" iconPosition="end">
                {buttonTexts.findDeals}
              </Button>
              <Button href={sitePaths.reviews} variant="secondary">
                Read the reviews
              </Button>
            </Stack>
          </Stack>
        </Intro>
        <section aria-labelledby="ways-in-heading">
          <Stack gap={4}>
            <Heading level={2} size="medium" id="ways-in-heading">
              Start here
            </Heading>
            <Grid as="ul" columns={{ xs: 1, sm: 2, lg: 3 }} gap={4}>
              {waysIn.map((way) => (
                <li key={way.href}>
                  <WayIn href={way.href} variant="unstyled">
                    <Icon name={way.icon} size="lg" color="action" />
                    <span>
                      <WayInTitle>{way.title}</WayInTitle>
                      <Text as="span" size="sm" tone="muted">
                        {way.text}
                      </Text>
                    </span>
                  </WayIn>
                </li>
              ))}
            </Grid>
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}

const Intro = styled.div`
  padding: ${vars.space[6]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.brandTint};
  ${mq.from.md} {
    padding: ${vars.space[7]} ${vars.space[6]};
  }
`;

const SearchPanel = styled.div`
  align-self: stretch;
  max-width: 640px;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.card};
`;

const WayIn = styled(Link)`
  display: flex;
  gap: ${vars.space[4]};
  align-items: flex-start;
  height: 100%;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.card};

  &:hover {
    border-color: ${vars.color.brand};
  }
  & > svg {
    flex: none;
  }
`;

const WayInTitle = styled.span`
  display: block;
  color: ${vars.color.brand};
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.lg.size};
  line-height: ${vars.text.lg.line};
`;
