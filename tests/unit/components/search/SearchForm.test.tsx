import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchForm } from '#src/components/search/SearchForm';

describe('SearchForm', () => {
  it('is a labelled GET search form to /search with the keyword in "search"', () => {
    render(<SearchForm keyword="golf" />);
    const form = screen.getByRole('search', { name: 'Search Kerbside' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const field = screen.getByRole('searchbox', { name: 'Search Kerbside' });
    expect(field).toHaveAttribute('name', 'search');
    expect(field).toHaveValue('golf');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('submits the typed keyword as the search parameter', () => {
    render(<SearchForm />);
    const form = screen.getByRole('search') as HTMLFormElement;
    (screen.getByRole('searchbox') as HTMLInputElement).value = 'ford puma';
    expect(new URLSearchParams(Array.from(new FormData(form), ([k, v]) => [k, String(v)])).toString()).toBe(
      'search=ford+puma',
    );
  });

  it('takes another field id', () => {
    render(<SearchForm inputId="other" />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('id', 'other');
  });
});
