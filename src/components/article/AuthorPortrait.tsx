import styled from 'styled-components';
import { imagePresets, viewportNames, vars } from '#tokens';
import { Image } from '#src/primitives/Image';
import { mq } from '#src/styles/mq';
import { presetAspectRatio } from './imageAspect';

/**
 * AuthorPortrait: an author's round portrait at the author preset's size (100x100 on large
 * screens), e.g. beside the name on their page. Decorative by default: the name is beside it.
 */
export interface AuthorPortraitProps {
  /** The portrait URL. */
  src: string;
  /** Alternative text; empty (decorative) by default. */
  alt?: string;
  /** Load it at once (the page's header). */
  priority?: boolean;
}

export function AuthorPortrait({ src, alt = '', priority = false }: AuthorPortraitProps) {
  return (
    <Round>
      <Image src={src} alt={alt} preset="author" priority={priority} />
    </Round>
  );
}

const sizeRules = viewportNames
  .map(
    (name) =>
      `${mq.from[name]} { width: ${imagePresets.author[name].width}px; height: ${imagePresets.author[name].height}px; }`,
  )
  .join('\n');

const Round = styled.div`
  flex: none;
  overflow: hidden;
  border-radius: ${vars.radius.round};
  background: ${vars.color.surface};
  ${sizeRules}
  ${presetAspectRatio('author')}
`;
