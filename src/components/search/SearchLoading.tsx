import styled from 'styled-components';
import { imagePresets, vars, viewportNames } from '../../../tokens';
import { Container, Stack } from '../../primitives/Layout';
import { Skeleton, SkeletonBar } from '../../primitives/Skeleton';
import { mq } from '../../styles/mq';
import { searchTexts } from './searchTexts';

/**
 * The loading state of the results page (the route's loading.tsx): placeholders the shape of the
 * results, and a status line for screen readers. The pulse stops for reduced motion.
 */
export interface SearchLoadingProps {
  /** How many placeholder results to show. */
  rows?: number;
}

export function SearchLoading({ rows = 4 }: SearchLoadingProps) {
  return (
    <Container>
      <Stack gap={5}>
        <Skeleton label={searchTexts.loading}>
          <Bar data-width="title" />
          <Bar data-width="form" />
          <Bar data-width="count" />
          {Array.from({ length: rows }, (_, index) => (
            <Row key={index}>
              <Thumb />
              <Lines>
                <Bar data-width="line" />
                <Bar data-width="short" />
              </Lines>
            </Row>
          ))}
        </Skeleton>
      </Stack>
    </Container>
  );
}

const thumbRules = viewportNames
  .map(
    (name) =>
      `${mq.from[name]} { width: ${imagePresets.searchResult[name].width}px; height: ${imagePresets.searchResult[name].height}px; }`,
  )
  .join('\n');

const Bar = styled(SkeletonBar)`
  &[data-width='title'] {
    width: 40%;
    height: ${vars.space[6]};
  }
  &[data-width='form'] {
    max-width: 640px;
    height: 48px;
  }
  &[data-width='count'] {
    width: 30%;
  }
  &[data-width='line'] {
    width: 80%;
  }
  &[data-width='short'] {
    width: 50%;
  }
`;

const Row = styled.span`
  display: flex;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const Thumb = styled.span`
  flex: none;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  ${thumbRules}
`;

const Lines = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
`;
