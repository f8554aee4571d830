import { describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import type { Article } from '#src/domain/content/types';
import { loadArticleExtras, RELATED_COUNT } from '#src/components/article/loadArticleExtras';

const base: Article = {
  cmsId: 'n1',
  articleType: 'news',
  articleSubType: null,
  title: 'Ford Puma now on sale',
  slug: 'ford-puma-now-on-sale',
  summary: '',
  paragraphs: [],
  heroImage: '/img/a.svg',
  author: { slug: 'sam', name: 'Sam', role: 'Editor', image: '/img/sam.svg' },
  publishedAt: '2026-01-01',
  tags: ['news', 'ford', 'suv', 'latest'],
  modelIds: ['ford-puma-suv'],
  slides: [],
  ranked: [],
  url: '/news/ford-puma-now-on-sale/n1',
};
const other = (cmsId: string): Article => ({ ...base, cmsId, url: `/news/x/${cmsId}` });

/** A fake adapter: answers list calls from canned items per resource and records each query. */
function fakeAdapter(answers: Partial<Record<string, unknown[] | Error>>) {
  const calls: Array<{ resource: string; query: unknown }> = [];
  const adapter = {
    async list(resource: string, query: unknown) {
      calls.push({ resource, query });
      const answer = answers[resource] ?? [];
      if (answer instanceof Error) throw answer;
      return { items: answer, total: answer.length, page: 1, pageSize: 50, breakdowns: {} };
    },
  } as unknown as ContentAdapter;
  return { adapter, calls };
}

describe('loadArticleExtras', () => {
  it('relates articles about the same cars, never the article itself, at most three', async () => {
    const { adapter, calls } = fakeAdapter({ articles: [base, other('n2'), other('n3'), other('n4'), other('n5')] });
    const extras = await loadArticleExtras(adapter, base);
    expect(extras.related.map((article) => article.cmsId)).toEqual(['n2', 'n3', 'n4']);
    expect(extras.related).toHaveLength(RELATED_COUNT);
    expect(calls[0]).toMatchObject({ resource: 'articles', query: { filters: { modelIds: ['ford-puma-suv'] } } });
  });

  it('tops up from the same topics, leaving out broad and marker tags', async () => {
    const { adapter, calls } = fakeAdapter({ articles: [other('n2')] });
    await loadArticleExtras(adapter, base);
    const topicCall = calls.find(
      (call) => call.resource === 'articles' && (call.query as { filters: { tags?: string[] } }).filters.tags,
    );
    expect((topicCall?.query as { filters: { tags: string[] } }).filters.tags).toEqual(['ford', 'suv']);
  });

  it('links ranked entries to the newest review of each car', async () => {
    const best: Article = {
      ...base,
      url: '/best/x/n9',
      ranked: [
        { rank: 1, modelId: 'a', title: 'A', text: '', image: '' },
        { rank: 2, modelId: 'b', title: 'B', text: '', image: '' },
      ],
    };
    const { adapter, calls } = fakeAdapter({
      reviews: [
        { modelId: 'a', url: '/a/new/review' },
        { modelId: 'a', url: '/a/old/review' },
      ],
    });
    const extras = await loadArticleExtras(adapter, best);
    expect(extras.reviewLinks).toEqual({ a: '/a/new/review' });
    expect(calls.find((call) => call.resource === 'reviews')?.query).toMatchObject({
      filters: { modelId: ['a', 'b'], reviewType: ['4-point', '16-point'] },
    });
  });

  it('names make tags from the makes', async () => {
    const { adapter } = fakeAdapter({ makes: [{ slug: 'ford', name: 'Ford' }] });
    expect((await loadArticleExtras(adapter, base)).tagNames).toEqual({ ford: 'Ford' });
  });

  it('leaves out a part whose read fails instead of failing the page', async () => {
    const { adapter } = fakeAdapter({
      articles: new ServiceUnavailableError(),
      makes: [{ slug: 'ford', name: 'Ford' }],
    });
    const extras = await loadArticleExtras(adapter, base);
    expect(extras.related).toEqual([]);
    expect(extras.tagNames).toEqual({ ford: 'Ford' });
  });

  it('asks for nothing it does not need', async () => {
    const { adapter, calls } = fakeAdapter({});
    await loadArticleExtras(adapter, { ...base, modelIds: [], tags: ['about'] });
    expect(calls).toEqual([]);
  });
});
