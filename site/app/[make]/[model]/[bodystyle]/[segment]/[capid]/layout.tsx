import type { ReactNode } from 'react';
import { foundDerivative, type DerivativeParams } from './derivativeRoute';

/** {base}/:edition/:capid: answers 404 for an unknown cap id or a path that is not the version's own, before the page streams. */
export default async function DerivativeLayout({
  params,
  children,
}: {
  params: Promise<DerivativeParams>;
  children: ReactNode;
}) {
  await foundDerivative(await params);
  return children;
}
