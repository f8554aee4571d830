import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdSlot, adSlotLabel } from '#src/components/ads/AdSlot';
import { ArticleBody } from '#src/components/article/ArticleBody';
import { ReviewSections } from '#src/components/review/ReviewSections';
import type { ReviewSection } from '#src/domain/content/types';

const server = 'https://ads.example/serve';
const text = (length: number, letter = 'x') => letter.repeat(length);
const slots = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-ad-slot]')];

describe('AdSlot', () => {
  it('renders nothing at all without an ad server', () => {
    const { container } = render(<AdSlot placement="article" position={1} />);
    expect(container).toBeEmptyDOMElement();
    const blank = render(<AdSlot server="" placement="article" position={1} />);
    expect(blank.container).toBeEmptyDOMElement();
  });

  it('renders an empty, labelled complementary landmark for the ad server to fill', () => {
    render(<AdSlot server={server} placement="review" position={1} />);
    const slot = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(slot.tagName).toBe('ASIDE');
    expect(slot).toHaveAttribute('data-ad-slot', 'review-1');
    expect(slot).toHaveAttribute('data-ad-server', server);
    expect(slot.querySelector('script, iframe')).toBeNull();
  });

  it('names each slot of a page uniquely', () => {
    expect([1, 2, 3].map(adSlotLabel)).toEqual(['Advertisement', 'Advertisement 2', 'Advertisement 3']);
  });
});

describe('ArticleBody ad slots', () => {
  const paragraphs = [text(600, 'a'), text(600, 'b'), text(600, 'c'), text(600, 'd'), text(600, 'e')];

  it('has none without ad settings: the body is its paragraphs only', () => {
    const { container } = render(<ArticleBody paragraphs={paragraphs} />);
    expect(slots(container)).toHaveLength(0);
    expect(container.firstElementChild!.children).toHaveLength(paragraphs.length);
  });

  it('puts slots after the paragraphs adPlacement picks (article limit 950 on the phone layout)', () => {
    const { container } = render(<ArticleBody paragraphs={paragraphs} ads={{ server, large: false }} />);
    const children = [...container.firstElementChild!.children];
    expect(children.map((child) => child.tagName)).toEqual(['P', 'P', 'ASIDE', 'P', 'P', 'ASIDE', 'P']);
    expect(slots(container).map((slot) => slot.dataset.adSlot)).toEqual(['article-1', 'article-2']);
    expect(screen.getByRole('complementary', { name: 'Advertisement 2' })).toBeInTheDocument();
  });

  it('spaces them by the large article limit (1650) on the large layout', () => {
    const { container } = render(<ArticleBody paragraphs={paragraphs} ads={{ server, large: true }} />);
    const children = [...container.firstElementChild!.children];
    expect(children.map((child) => child.tagName)).toEqual(['P', 'P', 'P', 'ASIDE', 'P', 'P']);
  });
});

describe('ReviewSections ad slots', () => {
  const sections: ReviewSection[] = [
    { id: 'driving', title: 'Performance & drive', rating: 4, paragraphs: [text(400), text(400)] },
    { id: 'interior', title: 'Interior', rating: 4, paragraphs: [text(300), text(700)] },
    { id: 'costs', title: 'Costs', rating: 3, paragraphs: [text(700)] },
  ];

  it('has none without ad settings', () => {
    const { container } = render(<ReviewSections sections={sections} />);
    expect(slots(container)).toHaveLength(0);
  });

  it('counts the paragraphs of all sections as one text (SPR review limit 1000 on the phone layout)', () => {
    const { container } = render(<ReviewSections sections={sections} ads={{ server, large: false }} />);
    // 400 + 400 + 300 reaches 1000 at the interior's first paragraph; 1400 characters follow.
    const region = screen.getByRole('region', { name: 'Interior' });
    expect(slots(container)).toHaveLength(1);
    expect(within(region).getByRole('complementary', { name: 'Advertisement' })).toHaveAttribute(
      'data-ad-slot',
      'review-1',
    );
    expect([...region.children].map((child) => child.tagName)).toEqual(['H2', expect.any(String), 'P', 'ASIDE', 'P']);
  });

  it('closes a section with a slot after its last paragraph (large SPR review limit 1400)', () => {
    const { container } = render(<ReviewSections sections={sections} ads={{ server, large: true }} />);
    // 400 + 400 + 300 + 700 = 1800 reaches 1400 at the interior's last paragraph; 700 follow.
    expect(slots(container)).toHaveLength(1);
    const region = screen.getByRole('region', { name: 'Interior' });
    expect(region.lastElementChild).toHaveAttribute('data-ad-slot', 'review-1');
  });
});
