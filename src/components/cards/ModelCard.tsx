import type { Model } from '#src/domain/content/types';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { Heading } from '#src/primitives/Heading';
import { Image } from '#src/primitives/Image';
import { Price } from '#src/primitives/Price';
import { StarRating } from '#src/primitives/StarRating';
import { Badge } from '#src/primitives/Badge';
import { carNames } from '#src/domain/vocabulary';
import { CardBody, CardFrame, CardMeta, CardRow, CardTitleLink } from './cardStyles';
import { vehicleLabels } from '#src/domain/vocabulary';

/**
 * ModelCard: one model range in a list (make, category and coming-soon pages, hubs): its image,
 * make and model name, 'From £x to £y', category and body style, an optional star rating and a
 * 'Coming soon' badge for models not yet on sale. The whole card is one link, named by the model.
 */
export interface ModelCardProps {
  /** The model to show (make, name, image, prices, category, comingSoon, basePath). */
  model: Model;
  /** Kerbside's star rating out of 5 (from the model's review); none shown when absent. */
  rating?: number | null;
  /** Where the card links; defaults to the model's {base} path. */
  href?: string;
  /** Document level of the title heading, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Load the image at once (a card above the fold). */
  priority?: boolean;
}

/** A model in a list: the model, its rating and where its card links. */
export interface ModelListEntry {
  model: Model;
  rating?: number | null;
  href?: string;
}

/** How many cards at the top of a list load their images at once. */
const priorityCards = 2;

/** The card of a list entry (for `.map`): the first cards load their images at once. */
export function modelEntryCard(entry: ModelListEntry, index: number) {
  return (
    <ModelCard
      key={entry.model.id}
      model={entry.model}
      rating={entry.rating}
      href={entry.href}
      priority={index < priorityCards}
    />
  );
}

/** The badge of a model announced but not yet on sale. */
export const COMING_SOON_LABEL = 'Coming soon';

export function ModelCard({
  model,
  rating = null,
  href = model.basePath,
  headingLevel = 3,
  priority = false,
}: ModelCardProps) {
  const name = carNames.model(model.make, model.name);
  const hasRange = model.priceTo > model.priceFrom;
  return (
    <CardFrame data-state={model.comingSoon ? 'coming-soon' : 'on-sale'}>
      <Image src={model.image} alt={name} preset="modelCard" priority={priority} />
      <CardBody>
        {model.comingSoon && (
          <CardRow>
            <Badge tone="action">{COMING_SOON_LABEL}</Badge>
          </CardRow>
        )}
        <Heading level={headingLevel} size="small">
          <CardTitleLink data-stretched="" href={href}>
            {name}
          </CardTitleLink>
        </Heading>
        {rating !== null && <StarRating value={rating} />}
        <Price
          label="From"
          value={model.priceFrom}
          suffix={hasRange ? `to ${formatPoundPrice(model.priceTo)}` : undefined}
          size="large"
        />
        <CardMeta>
          <span>{vehicleLabels.category[model.category]}</span>
          <span>{vehicleLabels.bodyStyle[model.bodyStyle]}</span>
        </CardMeta>
      </CardBody>
    </CardFrame>
  );
}
