import type { ReactNode } from 'react';
import { ReviewAddressLayout, type ReviewRouteParams } from '#site/app/[shell]/[make]/_review/reviewRoute';

/** {base}/review/:id: 404 for an unknown id and 308 to the review's own URL, before the page streams. */
export default async function Layout({
  params,
  children,
}: {
  params: Promise<ReviewRouteParams>;
  children: ReactNode;
}) {
  return (
    <ReviewAddressLayout route="review" params={await params}>
      {children}
    </ReviewAddressLayout>
  );
}
