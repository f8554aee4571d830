/**
 * Story helpers for the deals components: a shortlist store over an in-memory storage (so a story
 * never touches the browser's real shortlist and starts from a known state) and a few picks from
 * the seed-2026 sample catalogue.
 */
import type { Deal, Derivative } from '#src/domain/content/types';
import { createShortlistStore, type NewShortlistItem, type ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { sampleCatalogue, sampleDealer, sampleModelDerivatives, storyImage } from '#stories/support/sampleContent';
import type { StockListItem } from '#src/components/deals/StockList';

/** A shortlist store kept in memory, optionally holding some cars already. */
export function memoryShortlistStore(saved: readonly NewShortlistItem[] = []): ShortlistStore {
  const data = new Map<string, string>();
  const store = createShortlistStore({
    storage: () => ({
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, String(value)),
      removeItem: (key) => void data.delete(key),
    }),
    events: undefined,
    now: () => new Date('2026-06-15T09:00:00Z'),
  });
  for (const item of saved) store.add(item);
  return store;
}

/** The first `count` new-car deals of the sample catalogue with their dealers, images made self-contained. */
export function sampleStockItems(count: number): StockListItem[] {
  return sampleCatalogue()
    .deals.filter((deal) => deal.dealType === 'new-car' && deal.targetPrice !== null)
    .slice(0, count)
    .map((deal: Deal) => ({ deal: { ...deal, image: storyImage(deal.image) }, dealer: sampleDealer(deal.dealerId) }));
}

/** A version of a fuel type from the first model with both electric and other versions. */
export function sampleVersion(kind: 'electric' | 'combustion'): { derivative: Derivative; image: string } {
  const { model, derivatives } = sampleModelDerivatives('with-electric');
  const derivative = derivatives.find((candidate) =>
    kind === 'electric' ? candidate.fuelType === 'electric' : candidate.wltpMpg !== null,
  );
  if (!derivative) throw new Error(`No ${kind} version in the sample model ${model.id}`);
  return { derivative, image: model.image };
}
