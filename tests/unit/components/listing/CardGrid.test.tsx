import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from '#src/components/listing/CardGrid';
import { EmptyState } from '#src/primitives/EmptyState';
import { ContentUnavailable, contentUnavailableTexts } from '#src/components/listing/ContentUnavailable';
import { messages } from '#src/lib/errorMessages';

describe('CardGrid', () => {
  it('puts each card in its own list item', () => {
    render(
      <CardGrid>
        <article key="a">A</article>
        <article key="b">B</article>
        {null}
        <article key="c">C</article>
      </CardGrid>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['A', 'B', 'C']);
    expect(screen.getByRole('list').tagName).toBe('UL');
  });
});

describe('EmptyState', () => {
  it('shows the message word for word, with an optional way on', () => {
    render(
      <EmptyState message={messages.noModelsForManufacturer} action={{ text: 'All reviews', href: '/reviews' }} />,
    );
    expect(screen.getByText('There are currently no models available for this manufacturer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All reviews' })).toHaveAttribute('href', '/reviews');
  });
});

describe('ContentUnavailable', () => {
  it('says what could not be shown and offers the home page', () => {
    render(<ContentUnavailable what="these reviews" />);
    expect(screen.getByRole('heading', { name: contentUnavailableTexts.heading('these reviews') })).toBeInTheDocument();
    expect(screen.getByText(contentUnavailableTexts.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: contentUnavailableTexts.homeLink })).toHaveAttribute('href', '/');
  });
});
