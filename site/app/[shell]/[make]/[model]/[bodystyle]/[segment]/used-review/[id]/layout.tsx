import type { ReactNode } from 'react';
import { ReviewAddressLayout, type ReviewRouteParams } from '#site/app/[shell]/[make]/_review/reviewRoute';

/** {base}/:date/used-review/:id: 404 for an unknown id or a malformed date, 308 for another path, before the page streams. */
export default async function Layout({
  params,
  children,
}: {
  params: Promise<ReviewRouteParams>;
  children: ReactNode;
}) {
  return (
    <ReviewAddressLayout route="used-review" params={await params}>
      {children}
    </ReviewAddressLayout>
  );
}
