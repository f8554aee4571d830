import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * The visual layer: after a story has rendered and its play function has run, compare a
 * screenshot of the story root with the committed baseline for this viewport.
 * Baselines: tests/visual/__screenshots__/<viewport>/<folder under stories/>/<story file>/<story>.png
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const root = document.querySelector('[data-story-root]') ?? document.body.lastElementChild;
  if (!(root instanceof HTMLElement)) throw new Error('No rendered story to screenshot');
  // A state that renders nothing (a hidden or closed ribbon) has no pixels to compare; its story's
  // play function asserts that it is empty.
  const { width, height } = root.getBoundingClientRect();
  if (width === 0 || height === 0) return;
  const name = context.task.name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  await expect.element(page.elementLocator(root)).toMatchScreenshot(name);
});
