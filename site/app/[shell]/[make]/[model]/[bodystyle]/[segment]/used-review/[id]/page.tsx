import type { Metadata } from 'next';
import {
  ReviewRoutePage,
  reviewPageMetadata,
  type ReviewRouteParams,
} from '#site/app/[shell]/[make]/_review/reviewRoute';

export { generateStaticParams } from '#site/onDemand';

/**
 * The used review with the years it covers in the path ({base}/:date/used-review/:id, e.g.
 * /ford/focus/hatchback/2018-2025/used-review/r123); its canonical URL is the one without the
 * date. A date segment that is not a year or a span of years is a 404.
 */
interface Props {
  params: Promise<ReviewRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return reviewPageMetadata('used-review', await params);
}

export default async function Page({ params }: Props) {
  return <ReviewRoutePage route="used-review" params={await params} />;
}
