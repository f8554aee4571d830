import type { Metadata } from 'next';
import {
  ReviewRoutePage,
  reviewPageMetadata,
  type ReviewRouteParams,
} from '#site/app/[shell]/[make]/_review/reviewRoute';

export { generateStaticParams } from '#site/onDemand';

/** The preview ({base}/preview/:id: a first-look review, label PREVIEW, with the expected sale year); see _review/reviewRoute.tsx. */
interface Props {
  params: Promise<ReviewRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return reviewPageMetadata('preview', await params);
}

export default async function Page({ params }: Props) {
  return <ReviewRoutePage route="preview" params={await params} />;
}
