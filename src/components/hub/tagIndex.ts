/**
 * The groups of the tag index (/tag): the named tag lists first, then the best-buy lists, the
 * manufacturers and the other topics, each tag with its article count, from the breakdown of
 * article tags. Marker tags (about, promoted) are left out.
 */
import type { BrowseLink } from '../listing/BrowseLinks';
import { hiddenTags } from '../article/ArticleTags';
import { tagPath } from '../article/articlePaths';
import { tagLabel } from '../article/tagLabel';
import { hubTexts } from './hubTexts';
import { namedTagLists } from './tagPages';

/** One group of tag links. */
export interface TagGroup {
  title: string;
  links: BrowseLink[];
}

const count = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'article' : 'articles'}`;

/**
 * Groups tags with their counts.
 * @param counts Articles per tag (the breakdown of the articles' tags field).
 * @param makeNames Make names by slug: tags that are makes go under Manufacturers with these names.
 */
export function tagIndexGroups(
  counts: ReadonlyArray<{ value: string | number; count: number }>,
  makeNames: Readonly<Record<string, string>>,
): TagGroup[] {
  const byTag = new Map(counts.map(({ value, count: n }) => [String(value), n]));
  const link = (tag: string): BrowseLink => ({
    text: tagLabel(tag, makeNames),
    href: tagPath(tag),
    detail: count(byTag.get(tag) ?? 0),
  });
  const named = new Set<string>(namedTagLists);
  const rest = [...byTag.keys()].filter((tag) => !named.has(tag) && !hiddenTags.has(tag));
  const byLabel = (a: BrowseLink, b: BrowseLink) => a.text.localeCompare(b.text, 'en-GB');
  const groups: TagGroup[] = [
    { title: hubTexts.tagLists, links: namedTagLists.map(link) },
    {
      title: hubTexts.bestBuys,
      links: rest
        .filter((tag) => tag.startsWith('best-'))
        .map(link)
        .sort(byLabel),
    },
    {
      title: hubTexts.makes,
      links: rest
        .filter((tag) => Object.hasOwn(makeNames, tag))
        .map(link)
        .sort(byLabel),
    },
    {
      title: hubTexts.topics,
      links: rest
        .filter((tag) => !tag.startsWith('best-') && !Object.hasOwn(makeNames, tag))
        .map(link)
        .sort(byLabel),
    },
  ];
  return groups.filter((group) => group.links.length > 0);
}
