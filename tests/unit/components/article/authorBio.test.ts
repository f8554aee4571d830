import { describe, expect, it } from 'vitest';
import { authorBio } from '#src/components/article/authorBio';

describe('authorBio', () => {
  const author = { name: 'Sam Carter', role: 'Editor' };

  it('says who they are and what they have written', () => {
    expect(authorBio(author, 12, 3)).toBe(
      'Sam Carter is Editor at Kerbside. Sam has written 12 articles and 3 reviews for us.',
    );
  });

  it('uses the singular for one and leaves out what they have not written', () => {
    expect(authorBio(author, 1, 0)).toBe('Sam Carter is Editor at Kerbside. Sam has written 1 article for us.');
    expect(authorBio(author, 0, 1)).toBe('Sam Carter is Editor at Kerbside. Sam has written 1 review for us.');
    expect(authorBio(author, 0, 0)).toBe('Sam Carter is Editor at Kerbside.');
  });

  it('copes without a role and with big numbers', () => {
    expect(authorBio({ name: 'Priya', role: '' }, 1200, 0)).toBe(
      'Priya writes for Kerbside. Priya has written 1,200 articles for us.',
    );
  });
});
