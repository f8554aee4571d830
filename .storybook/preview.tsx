import type { Preview } from '@storybook/react-vite';
import { GlobalStyle } from '../src/styles/GlobalStyle';
import { ImageSettingsProvider } from '../src/providers/ImageSettings';
import { storybookViewports } from './viewports';

/** Stories render with a fixed clock so dates (footer year, article dates) are stable in screenshots. */
const FIXED_NOW = new Date('2026-06-15T09:00:00Z');

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: storybookViewports },
    a11y: {
      // Any axe violation fails the story test.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      },
    },
    docs: { toc: true },
    options: {
      storySort: { order: ['Foundations', ['Introduction'], 'Primitives', 'Components', 'Widgets', 'Tools'] },
    },
  },
  initialGlobals: { viewport: { value: 'lg', isRotated: false } },
  beforeEach() {
    // Dates shown by components read from this clock in stories (see src/lib/clock.ts).
    globalThis.__KERBSIDE_NOW__ = FIXED_NOW;
    return () => {
      delete globalThis.__KERBSIDE_NOW__;
    };
  },
  decorators: [
    (Story) => (
      <>
        <GlobalStyle />
        <style>
          {
            '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent; }'
          }
        </style>
        <ImageSettingsProvider lazy={false}>
          <div data-story-root>
            <Story />
          </div>
        </ImageSettingsProvider>
      </>
    ),
  ],
};

export default preview;
