/**
 * The introduction of an author's page, from what the content model holds about them: their
 * role and how much they have written. Written as a sentence so the page reads naturally.
 */
import type { Author } from '#src/domain/content/types';
import { PRODUCT_NAME } from '#src/lib/constants';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/**
 * @example authorBio(author, 12, 3) // 'Sam Carter is Editor at Kerbside. Sam has written 12 articles and 3 reviews for us.'
 */
export function authorBio(author: Pick<Author, 'name' | 'role'>, articles: number, reviews: number): string {
  const first = author.name.split(' ')[0] || author.name;
  const role = author.role
    ? `${author.name} is ${author.role} at ${PRODUCT_NAME}.`
    : `${author.name} writes for ${PRODUCT_NAME}.`;
  const work = [
    articles > 0 ? plural(articles, 'article', 'articles') : '',
    reviews > 0 ? plural(reviews, 'review', 'reviews') : '',
  ].filter(Boolean);
  if (work.length === 0) return role;
  return `${role} ${first} has written ${work.join(' and ')} for us.`;
}
