/**
 * The URLs bench:pages rotates through on its dynamic rows: many different searches and used-car
 * filter sets, so that each request is a render and the figure held to the dynamic bar is the
 * uncached cost, even with the server's query-answer cache (ADR 0029), which keeps an answer for a
 * few seconds per URL. Built from the running site's own catalogue (the Content API's models),
 * in a fixed shuffled order (the same at every run).
 */

interface ModelItem {
  make: string;
  makeSlug: string;
  name: string;
}

/** Every model of the catalogue, through the Content API's pages. */
async function catalogueModels(origin: string): Promise<ModelItem[]> {
  const models: ModelItem[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const response = await fetch(`${origin}/api/content/models?pageSize=100&page=${page}`);
    if (!response.ok) throw new Error(`models page ${page}: ${response.status}`);
    const { items, total } = (await response.json()) as { items: ModelItem[]; total: number };
    models.push(...items);
    if (items.length === 0 || models.length >= total) break;
  }
  return models;
}

/** A small deterministic PRNG (mulberry32), so every run rotates through the same order. */
function shuffled<T>(items: readonly T[], seed = 2026): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

export interface DynamicQueries {
  search: string[];
  usedCars: string[];
}

/**
 * Search URLs: every make, model and "make model" of the catalogue as the keyword, on page 1 and
 * page 2. Used-car URLs: every make on offer by condition (any, used, nearly new), sort and price
 * ceiling. Each list is distinct and shuffled.
 */
export async function dynamicQueries(origin: string): Promise<DynamicQueries> {
  const models = await catalogueModels(origin);
  const makes = new Map(models.map((model) => [model.makeSlug, model.make]));
  const terms = new Set<string>();
  for (const make of makes.values()) terms.add(make);
  for (const model of models) {
    terms.add(model.name);
    terms.add(`${model.make} ${model.name}`);
  }
  const search = [...terms].flatMap((term) => {
    const path = `/search?search=${encodeURIComponent(term)}`;
    return [path, `${path}&page=2`];
  });
  const usedCars: string[] = [];
  for (const make of makes.keys())
    for (const condition of ['', 'used', 'nearly-new'])
      for (const sort of ['', 'price-asc', 'price-desc', 'mileage-asc'])
        for (const priceTo of ['', '10000', '20000', '40000']) {
          const query = new URLSearchParams({ make });
          if (condition) query.set('condition', condition);
          if (sort) query.set('sort', sort);
          if (priceTo) query.set('price_to', priceTo);
          usedCars.push(`/used-cars?${query}`);
        }
  return { search: shuffled(search), usedCars: shuffled(usedCars) };
}
