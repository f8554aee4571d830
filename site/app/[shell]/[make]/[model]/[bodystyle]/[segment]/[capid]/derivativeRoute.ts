import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { loadContent } from '#src/components/listing/loadContent';
import { contentAdapter } from '#src/server/content/contentAdapter';

/**
 * The derivative route's content read, shared (and cached per request) by its metadata and page.
 * `foundDerivative` calls notFound() for an unknown cap id or a path that is not the version's
 * own; nothing streams before the page is complete (ADR 0010), so that is a real 404 status.
 */

/** The route params of {base}/:edition/:capid (the edition arrives as the shared level-4 `segment`). */
export interface DerivativeParams {
  make: string;
  model: string;
  bodystyle: string;
  segment: string;
  capid: string;
}

/** Deals on one version shown at most. */
const versionDealsShown = 8;

const load = cache((capId: string) =>
  loadContent(async () => {
    const adapter = contentAdapter();
    const derivative = await adapter.get('derivatives', capId);
    const [model, modelDeals, versionDeals] = await Promise.all([
      adapter.get('models', derivative.modelId),
      adapter.list('deals', { filters: { modelId: derivative.modelId }, pageSize: 1, displayFields: ['id'] }),
      adapter.list('deals', { filters: { capId: derivative.capId }, pageSize: versionDealsShown }),
    ]);
    return { derivative, model, modelDealCount: modelDeals.total, versionDeals: versionDeals.items };
  }),
);

/** The version of these params, 'unavailable' when the content service is down; notFound() when unknown or not its own path. */
export async function foundDerivative(params: DerivativeParams) {
  const result = await load(params.capid);
  if (result.status === 'unavailable') return 'unavailable' as const;
  if (result.status === 'not-found') notFound();
  const { derivative } = result.value;
  const ownPath =
    derivative.makeSlug === params.make &&
    derivative.rangeSlug === params.model &&
    derivative.bodyStyle === params.bodystyle &&
    derivative.edition === params.segment;
  if (!ownPath) notFound();
  return result.value;
}
