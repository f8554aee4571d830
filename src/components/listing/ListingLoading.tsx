import styled from 'styled-components';
import { vars } from '../../../tokens';
import { Container } from '../../primitives/Layout';
import { Skeleton, SkeletonBar, SkeletonBlock } from '../../primitives/Skeleton';
import { mq } from '../../styles/mq';

/**
 * ListingLoading: the loading state of a list page (a route's loading.tsx): placeholders the
 * shape of breadcrumbs, a title and a grid of cards, and a status line for screen readers. The
 * pulse stops for reduced motion.
 */
export interface ListingLoadingProps {
  /** How many placeholder cards to show. */
  cards?: number;
  /** What is loading, read to screen readers, e.g. 'Loading reviews'. */
  label?: string;
}

export function ListingLoading({ cards = 8, label = 'Loading' }: ListingLoadingProps) {
  return (
    <Container>
      <Skeleton label={label}>
        <Bar data-width="crumbs" />
        <Bar data-width="title" />
        <Bar data-width="intro" />
        <Cards>
          {Array.from({ length: cards }, (_, index) => (
            <Card key={index} data-skeleton-card="">
              <Picture />
              <Bar data-width="line" />
              <Bar data-width="short" />
            </Card>
          ))}
        </Cards>
      </Skeleton>
    </Container>
  );
}

const Bar = styled(SkeletonBar)`
  &[data-width='crumbs'] {
    width: 30%;
  }
  &[data-width='title'] {
    width: 50%;
    height: ${vars.space[6]};
  }
  &[data-width='intro'] {
    width: 70%;
  }
  &[data-width='line'] {
    width: 80%;
  }
  &[data-width='short'] {
    width: 50%;
  }
`;

const Cards = styled.span`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[5]};

  ${mq.from.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.from.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.from.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-block-end: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > span[data-width] {
    margin-inline: ${vars.space[4]};
  }
`;

const Picture = styled(SkeletonBlock)`
  aspect-ratio: 16 / 9;
`;
