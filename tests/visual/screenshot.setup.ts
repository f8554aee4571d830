import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * The visual layer: after a story has rendered and its play function has run, compare a
 * screenshot of the story root with the committed baseline for this viewport.
 * Baselines: tests/visual/__screenshots__/<viewport>/<story file>/<story>.png
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const root = document.querySelector('[data-story-root]') ?? document.body.lastElementChild;
  if (!(root instanceof HTMLElement)) throw new Error('No rendered story to screenshot');
  const name = context.task.name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  await expect.element(page.elementLocator(root)).toMatchScreenshot(name);
});
