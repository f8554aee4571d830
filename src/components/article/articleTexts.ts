/**
 * The fixed texts of the article pages (headings, control labels, status lines), in one place so
 * components, stories and tests share them.
 */
export const articleTexts = {
  /** Heading of the related-content block under an article. */
  related: 'Related articles',
  /** Heading of the tag links under an article. */
  tags: 'More on these topics',
  /** Label of the byline's author link prefix. */
  by: 'By',
  /** Gallery controls (spec: slideshows as accessible galleries). */
  previousSlide: 'Previous',
  nextSlide: 'Next',
  previousSlideLabel: 'Previous slide',
  nextSlideLabel: 'Next slide',
  thumbnails: 'Choose a slide',
  /** Link from a ranked entry to the car's page. */
  readReview: 'Read our review',
  /** Static pages: the date line. */
  lastUpdated: 'Last updated',
  /** Static pages: the heading of the list of sections. */
  contents: 'Contents',
  /** Author pages. */
  authorArticles: 'Latest articles',
  authorReviews: 'Latest reviews',
  teamHeading: 'Meet the team',
} as const;

/** 'Slide 3 of 10': the gallery's position, shown and announced. */
export function slidePosition(index: number, count: number): string {
  return `Slide ${index + 1} of ${count}`;
}

/**
 * What a slide shows, from its caption: the caption without its leading number and after the
 * first colon ('3. Kia Picanto: from £15,425' -> 'Kia Picanto'); 'Slide 3' for an empty caption.
 */
export function slideName(index: number, caption: string): string {
  return (
    caption
      .replace(/^\d+\.\s*/, '')
      .split(':')[0]
      ?.trim() || `Slide ${index + 1}`
  );
}

/** Accessible name of a thumbnail button: 'Show slide 3: Kia Picanto'. */
export function thumbnailLabel(index: number, caption: string): string {
  return `Show slide ${index + 1}: ${slideName(index, caption)}`;
}
