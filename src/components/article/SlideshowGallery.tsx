'use client';
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { imagePresets, vars, viewportNames } from '#tokens';
import type { ArticleSlide } from '#src/domain/content/types';
import { Button } from '#src/primitives/Button';
import { Image } from '#src/primitives/Image';
import { focusRing } from '#src/styles/focus';
import { mq } from '#src/styles/mq';
import { articleTexts, slideName, slidePosition, thumbnailLabel } from './articleTexts';
import { presetAspectRatio } from './imageAspect';

/**
 * SlideshowGallery: the slides of a slideshow article as an accessible carousel (WAI-ARIA APG
 * pattern, no auto-rotation): one slide at a time with its caption, 'Previous' and 'Next' buttons
 * that wrap around, 'Slide x of n' announced politely, thumbnails to jump to a slide, and the
 * arrow, Home and End keys anywhere inside the gallery. Every slide is in the server HTML (the
 * others hidden), so crawlers and the first paint see the whole list. Images use the gallery presets.
 */
export interface SlideshowGalleryProps {
  /** The slides, in order (image and caption). */
  slides: readonly ArticleSlide[];
  /** Names the gallery for assistive technology, e.g. the article title. */
  label: string;
  /** The slide shown first (0-based). */
  initialIndex?: number;
}

export function SlideshowGallery({ slides, label, initialIndex = 0 }: SlideshowGalleryProps) {
  const count = slides.length;
  const [current, setCurrent] = useState(() => clampIndex(initialIndex, count));
  const id = useId();
  if (count === 0) return null;

  const show = (index: number) => setCurrent(((index % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    show(target);
  };

  return (
    // The keys act while focus is on a control inside the gallery; the section itself is not focusable.
    <Gallery aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <Slides id={`${id}-slides`}>
        {slides.map((slide, index) => (
          <Slide
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            hidden={index !== current}
          >
            <figure>
              <Image
                src={slide.image}
                alt={slideName(index, slide.caption)}
                preset="galleryModal"
                priority={index === 0}
              />
              {slide.caption && <figcaption>{slide.caption}</figcaption>}
            </figure>
          </Slide>
        ))}
      </Slides>
      <Controls>
        <Button
          variant="secondary"
          size="small"
          icon="chevronLeft"
          aria-label={articleTexts.previousSlideLabel}
          aria-controls={`${id}-slides`}
          onClick={() => show(current - 1)}
        >
          {articleTexts.previousSlide}
        </Button>
        <Position aria-live="polite" aria-atomic="true">
          {slidePosition(current, count)}
        </Position>
        <Button
          variant="secondary"
          size="small"
          icon="chevronRight"
          iconPosition="end"
          aria-label={articleTexts.nextSlideLabel}
          aria-controls={`${id}-slides`}
          onClick={() => show(current + 1)}
        >
          {articleTexts.nextSlide}
        </Button>
      </Controls>
      <Thumbnails aria-label={articleTexts.thumbnails}>
        {slides.map((slide, index) => (
          <li key={index}>
            <Thumbnail
              type="button"
              aria-label={thumbnailLabel(index, slide.caption)}
              aria-current={index === current ? 'true' : undefined}
              aria-controls={`${id}-slides`}
              onClick={() => show(index)}
            >
              <Image src={slide.image} alt="" preset="galleryThumb" />
            </Thumbnail>
          </li>
        ))}
      </Thumbnails>
    </Gallery>
  );
}

function clampIndex(index: number, count: number): number {
  if (count === 0 || !Number.isInteger(index)) return 0;
  return Math.min(Math.max(index, 0), count - 1);
}

const thumbRules = viewportNames
  .map(
    (name) =>
      `${mq.from[name]} { width: ${imagePresets.galleryThumb[name].width}px; height: ${imagePresets.galleryThumb[name].height}px; }`,
  )
  .join('\n');

const Gallery = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  max-width: ${imagePresets.galleryModal.lg.width}px;
`;

const Slides = styled.div`
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.surface};
`;

const Slide = styled.div`
  &[hidden] {
    display: none;
  }
  & > figure {
    margin: 0;
    ${presetAspectRatio('galleryModal')}
  }
  & figcaption {
    padding: ${vars.space[3]} ${vars.space[4]};
    font-size: ${vars.text.md.size};
    line-height: ${vars.text.md.line};
    font-weight: ${vars.weight.bold};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

const Position = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.weight.bold};
`;

const Thumbnails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumbnail = styled.button`
  display: block;
  box-sizing: content-box;
  padding: 0;
  border: 3px solid transparent;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  overflow: hidden;
  cursor: pointer;
  ${thumbRules}

  &[aria-current='true'] {
    border-color: ${vars.color.brand};
  }
  &:hover {
    border-color: ${vars.color.brandHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
