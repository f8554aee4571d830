import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { test } from 'vitest';
import { Button } from '../src/primitives/Button';
import { Heading } from '../src/primitives/Heading';
import { Price } from '../src/primitives/Price';
import { StarRating } from '../src/primitives/StarRating';

/**
 * The cost of our styling approach on the server: rendering 1,000 primitives with
 * styled-components collecting their styles, against the same markup as plain elements.
 * (GitHub Primer's ADR-016 measured 242 ms against 96 ms for runtime CSS-in-JS; keep ours low.)
 * Run with `npm run bench`; figures are printed, never asserted.
 */
const items = Array.from({ length: 250 }, (_, index) => index);

function renderWithStyles(element: React.ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

const styledPrimitives = () =>
  renderWithStyles(
    <>
      {items.map((index) => (
        <div key={index}>
          <Heading level={3}>{`Car ${index}`}</Heading>
          <Price value={18_995 + index} label="Kerbside price from:" />
          <StarRating value={(index % 10) / 2} />
          <Button>Get quotes</Button>
        </div>
      ))}
    </>,
  );

const plainElements = () =>
  renderToString(
    <>
      {items.map((index) => (
        <div key={index}>
          <h3>{`Car ${index}`}</h3>
          <span>
            <span>Kerbside price from: </span>
            <span>{`£${(18_995 + index).toLocaleString('en-GB')}`}</span>
          </span>
          <span role="img" aria-label="Rated 3 out of 5 stars" />
          <button type="button">Get quotes</button>
        </div>
      ))}
    </>,
  );

test('server render of 1,000 primitives', async ({ bench }) => {
  // Vitest prints the comparison table; nothing is asserted about time.
  await bench.compare(
    bench('styled primitives (Heading, Price, StarRating, Button) x 250, styles collected', styledPrimitives),
    bench('plain elements with the same structure (baseline)', plainElements),
    { time: 2000 },
  );
});
