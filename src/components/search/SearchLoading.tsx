import styled, { keyframes } from 'styled-components';
import { imagePresets, vars, viewportNames } from '../../../tokens';
import { Container, Stack } from '../../primitives/Layout';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
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
        <div role="status">
          <VisuallyHidden>{searchTexts.loading}</VisuallyHidden>
        </div>
        <Skeleton aria-hidden="true">
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

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

const thumbRules = viewportNames
  .map(
    (name) =>
      `${mq.from[name]} { width: ${imagePresets.searchResult[name].width}px; height: ${imagePresets.searchResult[name].height}px; }`,
  )
  .join('\n');

const Skeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Bar = styled.span`
  display: block;
  height: ${vars.space[4]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

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

  @media (prefers-reduced-motion: reduce) {
    animation: none;
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
