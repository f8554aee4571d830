import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';

export { generateStaticParams } from '#site/onDemand';

/**
 * {base} (/:make/:model/:bodystyle) on its own: model cards link here. The model's page is its
 * review, so this sends the visitor there (a new-car review, else its preview, else its used
 * review); an unknown model is a 404.
 */
interface Props {
  params: Promise<{ make: string; model: string; bodystyle: string }>;
}

export const metadata: Metadata = { robots: { index: false, follow: true } };

/** Review types in the order a model's page prefers them. */
const preference = ['16-point', '4-point', 'first-look', 'used-review'] as const;

async function modelReviewUrl(make: string, model: string, bodystyle: string): Promise<string | null> {
  const adapter = contentAdapter();
  const models = await adapter.list('models', {
    filters: { makeSlug: make, slug: model, bodyStyle: bodystyle },
    displayFields: ['id'],
    pageSize: 1,
  });
  const found = models.items[0];
  if (!found) return null;
  const reviews = await adapter.list('reviews', {
    filters: { modelId: found.id },
    displayFields: ['reviewType', 'url'],
    pageSize: 20,
  });
  const ranked = [...reviews.items].sort(
    (a, b) => preference.indexOf(a.reviewType as never) - preference.indexOf(b.reviewType as never),
  );
  return ranked.find((review) => preference.includes(review.reviewType as never))?.url ?? null;
}

export default async function ModelPage({ params }: Props) {
  const { make, model, bodystyle } = await params;
  const result = await loadContent(() => modelReviewUrl(make, model, bodystyle));
  if (result.status === 'unavailable') {
    return (
      <Container>
        <ContentUnavailable what="this car" />
      </Container>
    );
  }
  if (result.status === 'not-found' || result.value === null) notFound();
  redirect(result.value);
}
