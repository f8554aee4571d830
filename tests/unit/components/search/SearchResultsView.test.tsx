import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchErrorMessage } from '#src/components/search/SearchErrorMessage';
import { SearchResultCount } from '#src/components/search/SearchResultCount';
import { SearchResultsView } from '#src/components/search/SearchResultsView';
import { searchTexts } from '#src/components/search/searchTexts';
import { golfHits, sampleResponse } from '#stories/components/search/sampleSearchResults';

describe('SearchResultsView', () => {
  it('shows the count, the results and the pages', () => {
    render(
      <SearchResultsView
        keyword="golf"
        page={2}
        pageSize={10}
        outcome={{ kind: 'results', response: sampleResponse(golfHits, 42, 2) }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(searchTexts.heading);
    expect(screen.getByText('42 results for "golf"')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute('start', '11');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: /^Page \d+$/ })).toHaveLength(5);
  });

  it("shows 'No search results with keyword' and the keyword when nothing is found", () => {
    render(
      <SearchResultsView
        keyword="xqzvbn"
        page={1}
        pageSize={10}
        outcome={{ kind: 'results', response: sampleResponse([]) }}
      />,
    );
    expect(screen.getByText('No search results with keyword "xqzvbn"')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
  });

  it('prompts for a keyword when there is none', () => {
    render(<SearchResultsView keyword="" page={1} pageSize={10} outcome={{ kind: 'prompt' }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(searchTexts.promptHeading);
    expect(screen.getByText(searchTexts.prompt)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('says search is unavailable on a failure, keeping the form', () => {
    render(
      <SearchResultsView
        keyword="golf"
        page={1}
        pageSize={10}
        outcome={{ kind: 'error', error: { response: 500, message: 'invalid server response' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: searchTexts.errorHeading })).toBeInTheDocument();
    expect(screen.queryByText('invalid server response')).toBeNull();
    expect(screen.getByRole('searchbox')).toHaveValue('golf');
  });

  it('leads back from a page past the last one', () => {
    render(
      <SearchResultsView
        keyword="golf"
        page={9}
        pageSize={10}
        outcome={{ kind: 'results', response: sampleResponse([], 42, 9) }}
      />,
    );
    expect(screen.getByText('There are no results on page 9.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: searchTexts.firstPageLink })).toHaveAttribute(
      'href',
      '/search?search=golf',
    );
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('SearchResultCount', () => {
  it.each([
    [42, '42 results for "golf"'],
    [1, '1 result for "golf"'],
    [9999, '9999 results for "golf"'],
    [10000, '10000+ results for "golf"'],
  ])('%i hits read %s', (totalHits, text) => {
    render(<SearchResultCount totalHits={totalHits} keyword="golf" />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('SearchErrorMessage', () => {
  it('shows the message of a refused request (4xx)', () => {
    render(<SearchErrorMessage error={{ response: 400, message: 'term must be at most 1000 characters.' }} />);
    expect(screen.getByRole('heading', { name: searchTexts.badRequestHeading })).toBeInTheDocument();
    expect(screen.getByText('term must be at most 1000 characters.')).toBeInTheDocument();
  });
});
