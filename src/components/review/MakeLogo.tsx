import styled from 'styled-components';
import { imagePresets, viewportNames } from '#tokens';
import type { Make } from '#src/domain/content/types';
import { Image } from '#src/primitives/Image';
import { mq } from '#src/styles/mq';

/**
 * MakeLogo: a manufacturer's logo at the 'review make logo' size of spec 9 (75x50 on large
 * screens), fitted inside its box without cropping. Used beside the title of make pages.
 */
export interface MakeLogoProps {
  /** The make (its name names the logo, its logo URL is the picture). */
  make: Pick<Make, 'name' | 'logo'>;
}

export function MakeLogo({ make }: MakeLogoProps) {
  return (
    <Box>
      <Image src={make.logo} alt={`${make.name} logo`} preset="reviewMakeLogo" fit="contain" priority />
    </Box>
  );
}

// The box takes the preset's size at each breakpoint, so the image never grows past it.
const sizeRules = viewportNames
  .map(
    (name) =>
      `${mq.from[name]} { width: ${imagePresets.reviewMakeLogo[name].width}px; height: ${imagePresets.reviewMakeLogo[name].height}px; }`,
  )
  .join('\n');

const Box = styled.div`
  ${sizeRules}
`;
