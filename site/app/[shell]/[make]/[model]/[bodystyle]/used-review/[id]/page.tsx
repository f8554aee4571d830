import type { Metadata } from 'next';
import {
  ReviewRoutePage,
  reviewPageMetadata,
  type ReviewRouteParams,
} from '#site/app/[shell]/[make]/_review/reviewRoute';

export { generateStaticParams } from '#site/onDemand';

/** The used review ({base}/used-review/:id, label USED REVIEW); see _review/reviewRoute.tsx. */
interface Props {
  params: Promise<ReviewRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return reviewPageMetadata('used-review', await params);
}

export default async function Page({ params }: Props) {
  return <ReviewRoutePage route="used-review" params={await params} />;
}
