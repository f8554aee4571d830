import styled from 'styled-components';
import { vars } from '#tokens';
import type { Dealer, UsedCar } from '#src/domain/content/types';
import { formatMilesLabel } from '#src/lib/formatMiles';
import { Heading } from '#src/primitives/Heading';
import { Icon } from '#src/primitives/Icon';
import { Image } from '#src/primitives/Image';
import { Link } from '#src/primitives/Link';
import { Price } from '#src/primitives/Price';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { Badge } from '#src/primitives/Badge';
import { carNames } from '#src/domain/vocabulary';
import { CardBody, CardFrame, CardRow, FactList, stretchedLink } from './cardStyles';
import { vehicleLabels } from '#src/domain/vocabulary';
import { usedCarPath } from '#src/domain/routes';

/**
 * UsedCarCard: one used or nearly-new car for sale: image, make, model and version, price, year,
 * mileage, fuel, gearbox, a 'Nearly new' badge and the selling dealer. The whole card is one
 * 'View car' link whose accessible name also names the car, so a list of them stays distinguishable.
 */
export interface UsedCarCardProps {
  /** The car for sale. */
  car: UsedCar;
  /** The selling dealer (looked up by car.dealerId); its name and town are shown when given. */
  dealer?: Pick<Dealer, 'name' | 'town'> | null;
  /** Where 'View car' goes; defaults to /used-cars/:id. */
  href?: string;
  /** Document level of the title heading, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Load the image at once (a card above the fold). */
  priority?: boolean;
}

/** The badge of a nearly-new car and the text of the card's link. */
export const NEARLY_NEW_LABEL = 'Nearly new';
export const VIEW_CAR_TEXT = 'View car';

export function UsedCarCard({ car, dealer = null, href, headingLevel = 3, priority = false }: UsedCarCardProps) {
  const name = carNames.model(car.make, car.range);
  const version = carNames.version(car.range, car.derivativeName);
  return (
    <CardFrame data-condition={car.condition}>
      <Image
        src={car.image}
        alt={`${car.year} ${name} in ${car.colour.toLowerCase()}`}
        preset="usedCarCard"
        priority={priority}
      />
      <CardBody>
        {car.condition === 'nearly-new' && (
          <CardRow>
            <Badge tone="positive">{NEARLY_NEW_LABEL}</Badge>
          </CardRow>
        )}
        <Heading level={headingLevel} size="small">
          {name} <Version>{version}</Version>
        </Heading>
        <Price value={car.price} size="large" />
        <FactList>
          <dt>Year</dt>
          <dd>{car.year}</dd>
          <dt>Mileage</dt>
          <dd>{formatMilesLabel(car.mileage)}</dd>
          <dt>Fuel</dt>
          <dd>{vehicleLabels.fuelType[car.fuelType]}</dd>
          <dt>Gearbox</dt>
          <dd>{vehicleLabels.transmission[car.transmission]}</dd>
        </FactList>
        {dealer && (
          <DealerLine>
            <Icon name="location" size="sm" />
            <span>
              <VisuallyHidden>Sold by </VisuallyHidden>
              {dealer.name}, {dealer.town}
            </span>
          </DealerLine>
        )}
        <ViewCar href={href ?? usedCarPath(car.id)} variant="standalone" data-stretched="">
          {VIEW_CAR_TEXT}
          <VisuallyHidden>
            {' '}
            ({car.year} {name} {version})
          </VisuallyHidden>
          <Icon name="arrowRight" size="sm" />
        </ViewCar>
      </CardBody>
    </CardFrame>
  );
}

const Version = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
  font-weight: ${vars.weight.regular};
`;

const DealerLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;

const ViewCar = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${vars.space[1]};
  min-height: ${vars.space[5]};
  margin-block-start: auto;
  ${stretchedLink}
`;
