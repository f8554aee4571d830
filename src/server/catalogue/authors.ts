/**
 * The Kerbside team: fictional writers with roles and the beats they write for, so reviews come
 * from road testers, van news from the vans editor and so on. Portraits are initials on a
 * coloured circle served by the image route.
 */
import type { Author } from '#src/domain/content/types';
import { slugify } from './text';

export type Beat = 'reviews' | 'news' | 'advice' | 'used' | 'vans' | 'electric' | 'features' | 'finance';

interface AuthorSpec {
  name: string;
  role: string;
  beats: readonly Beat[];
}

const team: readonly AuthorSpec[] = [
  { name: 'Sam Carter', role: 'Editor', beats: ['features', 'news', 'reviews'] },
  { name: 'Priya Shah', role: 'Reviews editor', beats: ['reviews', 'features'] },
  { name: 'Tom Whitfield', role: 'Deputy reviews editor', beats: ['reviews', 'electric'] },
  { name: 'Hannah Okafor', role: 'Road test editor', beats: ['reviews', 'features'] },
  { name: 'James Pritchard', role: 'Senior road tester', beats: ['reviews', 'used'] },
  { name: 'Ellie Morgan', role: 'News editor', beats: ['news', 'electric'] },
  { name: 'Rob Kennedy', role: 'Used cars editor', beats: ['used', 'advice', 'reviews'] },
  { name: 'Aisha Begum', role: 'Consumer editor', beats: ['advice', 'finance', 'news'] },
  { name: 'Callum Reid', role: 'Vans editor', beats: ['vans', 'reviews', 'news'] },
  { name: 'Megan Lloyd', role: 'Electric cars editor', beats: ['electric', 'reviews', 'advice'] },
  { name: 'Daniel Hughes', role: 'Staff writer', beats: ['news', 'advice', 'features'] },
  { name: 'Sophie Marsh', role: 'Staff writer', beats: ['news', 'used', 'advice'] },
  { name: 'Olly Grant', role: 'Data editor', beats: ['features', 'finance', 'advice'] },
  { name: 'Niamh Doherty', role: 'Motoring finance writer', beats: ['finance', 'advice'] },
  { name: 'Gethin Pryce', role: 'Road tester', beats: ['reviews', 'vans', 'used'] },
  { name: 'Zara Ahmed', role: 'Senior news reporter', beats: ['news', 'electric', 'features'] },
];

/** The Author records, in a fixed order. */
export function makeAuthors(): Author[] {
  return team.map(({ name, role }) => {
    const slug = slugify(name);
    return { slug, name, role, image: `/img/author/${slug}.svg` };
  });
}

/** Authors who cover a beat (never empty). */
export function authorsFor(authors: readonly Author[], beat: Beat): Author[] {
  const names = new Set(team.filter((spec) => spec.beats.includes(beat)).map((spec) => spec.name));
  const found = authors.filter((author) => names.has(author.name));
  return found.length > 0 ? found : [...authors];
}
