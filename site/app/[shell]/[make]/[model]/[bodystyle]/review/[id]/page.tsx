import type { Metadata } from 'next';
import {
  ReviewRoutePage,
  reviewPageMetadata,
  type ReviewRouteParams,
} from '#site/app/[shell]/[make]/_review/reviewRoute';

export { generateStaticParams } from '#site/onDemand';

/** The review ({base}/review/:id: a 4-point or 16-point review, label REVIEW); see _review/reviewRoute.tsx. */
interface Props {
  params: Promise<ReviewRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return reviewPageMetadata('review', await params);
}

export default async function Page({ params }: Props) {
  return <ReviewRoutePage route="review" params={await params} />;
}
