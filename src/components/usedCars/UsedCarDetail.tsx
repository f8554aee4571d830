import styled from 'styled-components';
import { vars } from '#tokens';
import type { Dealer, UsedCar } from '#src/domain/content/types';
import { buttonTexts } from '#src/lib/constants';
import { formatMilesLabel } from '#src/lib/formatMiles';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { Badge } from '#src/primitives/Badge';
import { Image } from '#src/primitives/Image';
import { Link } from '#src/primitives/Link';
import { Price } from '#src/primitives/Price';
import { mq } from '#src/styles/mq';
import { KeyFacts } from '../cards/KeyFacts';
import { modelPaths } from '#src/domain/routes';
import { SummaryLayout } from '../cards/SummaryLayout';
import { vehicleLabels } from '#src/domain/vocabulary';
import { DealerContact, dealerContactTexts } from '../deals/DealerContact';
import { ShortlistToggle } from '#src/tools/shortlist/ShortlistToggle';
import { PageHeader } from '../listing/PageHeader';
import { quoteRequestHref } from '../leads/leadLinks';
import type { ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import {
  usedCarConditionLabels,
  usedCarCrumbs,
  usedCarName,
  usedCarNames,
  usedCarShortlistItem,
  usedCarsOfMakeHref,
} from './usedCarAdvert';

/**
 * UsedCarDetail: the page of one used or nearly-new car for sale (/used-cars/:id, where the
 * /used-cars cards lead): the breadcrumbs and the car's name as the h1, its picture, condition,
 * price and facts (year, mileage, fuel, gearbox, body style, colour), 'Add to shortlist', the
 * selling dealer with a phone link and 'Get the best price' (the quote-request form for this
 * advert, #16), and links to the model's review and more cars of the make.
 */
export interface UsedCarDetailProps {
  /** The car for sale. */
  car: UsedCar;
  /** The selling dealer (car.dealerId); null when it is not known. */
  dealer: Pick<Dealer, 'name' | 'town' | 'postcode' | 'phone'> | null;
  /** The shortlist store; the page's localStorage store by default (stories pass their own). */
  shortlistStore?: ShortlistStore;
  /** The breadcrumb trail; Home > Used cars for sale > the car by default. */
  crumbs?: readonly Crumb[];
}

/** The texts of the page that are not data. */
export const usedCarDetailTexts = {
  dealerHeading: 'Sold by',
  unknownDealer:
    'The selling dealer is not listed, so we cannot pass on a request about this car. Ask a dealer near you instead.',
  call: dealerContactTexts.call,
  review: (model: string) => `Read our ${model} review`,
  moreOfMake: (make: string) => `More used ${make} cars for sale`,
} as const;

export function UsedCarDetail({ car, dealer, shortlistStore, crumbs }: UsedCarDetailProps) {
  const { model } = usedCarNames(car);
  const name = usedCarName(car);
  const condition = usedCarConditionLabels[car.condition];
  return (
    <article data-condition={car.condition}>
      <PageHeader title={name} crumbs={crumbs ?? usedCarCrumbs(car)} />
      <SummaryLayout
        picture={<Image src={car.image} alt={`${name} in ${car.colour.toLowerCase()}`} preset="reviewHero" priority />}
      >
        <Badge tone={car.condition === 'nearly-new' ? 'positive' : 'tint'}>{condition}</Badge>
        <Price value={car.price} size="large" />
        <KeyFacts
          facts={[
            { term: 'Condition', value: condition },
            { term: 'Year', value: car.year },
            { term: 'Mileage', value: formatMilesLabel(car.mileage) },
            { term: 'Fuel', value: vehicleLabels.fuelType[car.fuelType] },
            { term: 'Gearbox', value: vehicleLabels.transmission[car.transmission] },
            { term: 'Body style', value: vehicleLabels.bodyStyle[car.bodyStyle] },
            car.colour ? { term: 'Colour', value: car.colour } : null,
          ]}
        />
        <ShortlistToggle item={usedCarShortlistItem(car)} store={shortlistStore} fullWidth />
      </SummaryLayout>
      <Below>
        {/* The advert's id is the reference to quote, once there is a dealer to quote it to. */}
        <DealerContact
          dealer={dealer}
          reference={dealer ? car.id : undefined}
          heading={usedCarDetailTexts.dealerHeading}
          headingLevel={2}
          headingId="used-car-dealer"
          unknownDealerText={usedCarDetailTexts.unknownDealer}
          action={{
            text: buttonTexts.getTheBestPrice,
            // The quote-request form for this advert and its dealer; the make's dealer finder without one.
            href: quoteRequestHref({
              kind: 'best-price',
              dealerId: dealer ? car.dealerId : null,
              advertId: car.id,
              makeSlug: car.makeSlug,
            }),
            label: `for this ${name}`,
          }}
        />
        <Links aria-label="More about this car">
          <li>
            <Link href={modelPaths.base(car)} variant="standalone">
              {usedCarDetailTexts.review(model)}
            </Link>
          </li>
          <li>
            <Link href={usedCarsOfMakeHref(car)} variant="standalone">
              {usedCarDetailTexts.moreOfMake(car.make)}
            </Link>
          </li>
        </Links>
      </Below>
    </article>
  );
}

const Below = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  margin-block: ${vars.space[5]};

  ${mq.from.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;
