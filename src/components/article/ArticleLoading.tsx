import styled from 'styled-components';
import { imagePresets, vars } from '../../../tokens';
import { Container } from '../../primitives/Layout';
import { Skeleton, SkeletonBar, SkeletonBlock } from '../../primitives/Skeleton';
import { articleTexts } from './articleTexts';

/**
 * ArticleLoading: the loading state of an article page (the routes' loading.tsx): placeholders the
 * shape of breadcrumbs, title, byline, hero and text, and a status line for screen readers. The
 * pulse stops for reduced motion.
 */
export interface ArticleLoadingProps {
  /** What is loading, read to screen readers. */
  label?: string;
  /** Placeholder lines of text under the hero. */
  lines?: number;
}

export function ArticleLoading({ label = articleTexts.loading, lines = 5 }: ArticleLoadingProps) {
  return (
    <Container>
      <Shapes label={label}>
        <Bar data-width="crumbs" />
        <Bar data-width="title" />
        <Bar data-width="standfirst" />
        <Byline>
          <Avatar />
          <Bar data-width="byline" />
        </Byline>
        <Hero />
        {Array.from({ length: lines }, (_, index) => (
          <Bar key={index} data-width={index === lines - 1 ? 'short' : 'line'} />
        ))}
      </Shapes>
    </Container>
  );
}

const Shapes = styled(Skeleton)`
  max-width: ${imagePresets.articleHero.lg.width}px;
`;

const Bar = styled(SkeletonBar)`
  &[data-width='crumbs'] {
    width: 35%;
  }
  &[data-width='title'] {
    width: 85%;
    height: ${vars.space[7]};
  }
  &[data-width='standfirst'] {
    width: 70%;
  }
  &[data-width='byline'] {
    width: 40%;
  }
  &[data-width='line'] {
    width: 100%;
  }
  &[data-width='short'] {
    width: 60%;
  }
`;

const Byline = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};

  & > span:last-child {
    flex: 1;
  }
`;

const Avatar = styled.span`
  display: block;
  width: ${imagePresets.author.xs.width}px;
  height: ${imagePresets.author.xs.height}px;
  border-radius: ${vars.radius.round};
  background: ${vars.color.surface};
`;

const Hero = styled(SkeletonBlock)`
  aspect-ratio: ${imagePresets.articleHero.lg.width} / ${imagePresets.articleHero.lg.height};
  border-radius: ${vars.radius.md};
`;
