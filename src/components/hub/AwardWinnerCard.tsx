import styled from 'styled-components';
import { vars } from '#tokens';
import type { Award, Model } from '#src/domain/content/types';
import { Badge } from '#src/primitives/Badge';
import { Heading } from '#src/primitives/Heading';
import { Icon } from '#src/primitives/Icon';
import { Image } from '#src/primitives/Image';
import { Text } from '#src/primitives/Text';
import { carNames } from '#src/domain/vocabulary';
import { CardBody, CardFrame, CardRow, CardTitleLink } from '../cards/cardStyles';
import { presetAspectRatio } from '../article/imageAspect';

/**
 * AwardWinnerCard: one award class and its winner: the class as the heading, the winning car's
 * picture and name (the card's one link, to its review or model page), the award and year, and
 * the judges' citation.
 */
export interface AwardWinnerCardProps {
  /** The award (class, year, title, citation). */
  award: Award;
  /** The winning model, for its picture and name; the award's title is used without it. */
  model?: Model;
  /** Where the card links: the winner's review; its model page by default. */
  href?: string;
  /** The award's name before the year, e.g. 'New Car Awards'. */
  awardName: string;
  /** Document level of the class heading. */
  headingLevel?: 2 | 3;
}

export function AwardWinnerCard({ award, model, href, awardName, headingLevel = 2 }: AwardWinnerCardProps) {
  const winner = model ? carNames.model(model.make, model.name) : award.title.replace(/^[^:]*:\s*/, '');
  const target = href ?? model?.basePath;
  return (
    <CardFrame data-award={award.id}>
      {model && (
        <Picture>
          <Image src={model.image} alt={winner} preset="modelCard" />
        </Picture>
      )}
      <CardBody>
        <CardRow>
          <Badge tone="action">
            <Icon name="star" size="xs" />
            {`${awardName} ${award.year}`}
          </Badge>
        </CardRow>
        <Heading level={headingLevel} size="small">
          {award.className}
        </Heading>
        <Winner>
          Winner:{' '}
          {target ? (
            <CardTitleLink data-stretched="" href={target}>
              {winner}
            </CardTitleLink>
          ) : (
            winner
          )}
        </Winner>
        <Text size="sm" tone="muted">
          {award.citation}
        </Text>
      </CardBody>
    </CardFrame>
  );
}

const Picture = styled.div`
  ${presetAspectRatio('modelCard')}
`;

const Winner = styled.p`
  margin: 0;
  font-size: ${vars.text.lg.size};
  line-height: ${vars.text.lg.line};
  font-weight: ${vars.weight.bold};
`;
