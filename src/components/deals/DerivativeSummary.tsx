import styled from 'styled-components';
import { vars } from '#tokens';
import type { Derivative } from '#src/domain/content/types';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { Badge } from '#src/primitives/Badge';
import { Button } from '#src/primitives/Button';
import { Image } from '#src/primitives/Image';
import { Link } from '#src/primitives/Link';
import { Price } from '#src/primitives/Price';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { KeyFacts } from '../cards/KeyFacts';
import { modelPaths } from '#src/domain/routes';
import { SummaryLayout } from '../cards/SummaryLayout';
import { vehicleLabels } from '#src/domain/vocabulary';
import { modelTitle } from '#src/domain/carTitles';
import { derivativeShortlistItem } from '#src/tools/shortlist/shortlistItems';
import { ShortlistToggle } from '#src/tools/shortlist/ShortlistToggle';

/**
 * DerivativeSummary: the top of a derivative page beside its heading: the model's picture, the
 * Kerbside price against the manufacturer price (spec 9 labels), the key figures, 'Get the best
 * price' to the model's deals, a link to every version, and 'Add to shortlist'.
 */
export interface DerivativeSummaryProps {
  /** The version shown. */
  derivative: Derivative;
  /** The model's illustration. */
  image: string;
  /** How many deals the model has; the deals button is left out when it has none. */
  dealCount: number;
}

let figure: Intl.NumberFormat | undefined;
const oneDecimal = (value: number) =>
  (figure ??= new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value);

export function DerivativeSummary({ derivative, image, dealCount }: DerivativeSummaryProps) {
  const d = derivative;
  const model = modelTitle(d);
  const saving = d.onTheRoadPrice - d.cashPrice;
  return (
    <SummaryLayout picture={<Image src={image} alt={model} preset="reviewHero" priority />}>
      <Prices>
        <Price label={priceLabels.productPriceFrom} value={d.cashPrice} size="large" />
        <Price label={priceLabels.manufacturerPriceFrom} value={d.onTheRoadPrice} previous />
        {saving > 0 && <Badge tone="positive">Save {formatPoundPrice(saving)}</Badge>}
      </Prices>
      <KeyFacts
        facts={[
          { term: 'Fuel', value: vehicleLabels.fuelType[d.fuelType] },
          { term: 'Gearbox', value: vehicleLabels.transmission[d.transmission] },
          { term: 'Power', value: `${d.powerBhp} bhp` },
          d.wltpMpg !== null && { term: 'Economy (WLTP)', value: `${oneDecimal(d.wltpMpg)} mpg` },
          d.electricRangeMiles !== null && { term: 'Electric range', value: `${d.electricRangeMiles} miles` },
          { term: 'CO2', value: `${d.co2GPerKm} g/km` },
        ]}
      />
      <Actions>
        {dealCount > 0 && (
          <Button href={modelPaths.deals(d)} size="small" fullWidth>
            {buttonTexts.getTheBestPrice}
            <VisuallyHidden> for the {model}</VisuallyHidden>
          </Button>
        )}
        <ShortlistToggle item={derivativeShortlistItem(d, image)} fullWidth />
      </Actions>
      <Link href={modelPaths.versions(d)} variant="standalone">
        Every version of the {model}
      </Link>
    </SummaryLayout>
  );
}

const Prices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Actions = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;
