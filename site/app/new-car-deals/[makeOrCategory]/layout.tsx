import type { ReactNode } from 'react';
import { foundSubject } from './dealsSubject';

/** /new-car-deals/:makeOrCategory: a slug that is neither a category nor a make answers 404 here, before the page streams. */
export default async function DealsSubjectLayout({
  params,
  children,
}: {
  params: Promise<{ makeOrCategory: string }>;
  children: ReactNode;
}) {
  await foundSubject((await params).makeOrCategory);
  return children;
}
