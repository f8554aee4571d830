import type { ReactNode } from 'react';
import { foundModel, type ModelParams } from './_shared/modelPages';

/**
 * Every /make{base} page (deals, autocardeals, versions): a path that names no model answers 404
 * here, before the page streams its loading state (after that the status is already sent).
 */
export default async function ModelPagesLayout({
  params,
  children,
}: {
  params: Promise<ModelParams>;
  children: ReactNode;
}) {
  await foundModel(await params);
  return children;
}
