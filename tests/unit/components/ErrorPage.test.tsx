import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '#src/components/ErrorPage';
import { LinkSettingsProvider } from '#src/providers/LinkSettings';

const notFoundHeading = "Oops, looks like you've reached a dead end";
const notFoundText =
  "We couldn't find the page you were looking for. Either we've sent you in the wrong direction, or you're looking for something we don't have.";

describe('ErrorPage', () => {
  describe('404 (spec 2.8)', () => {
    it('shows the dead-end heading as the h1 and the explanation text', () => {
      render(<ErrorPage statusCode={404} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(notFoundHeading);
      expect(screen.getByText(notFoundText)).toBeInTheDocument();
    });

    it('links to the homepage with "Go to homepage"', () => {
      render(<ErrorPage statusCode={404} />);
      expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
    });

    it('links to new car reviews, new car deals, used car reviews and latest news', () => {
      render(<ErrorPage statusCode={404} />);
      const nav = screen.getByRole('navigation', { name: 'Popular pages' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['New car reviews', '/reviews'],
        ['New car deals', '/new-car-deals'],
        ['Used car reviews', '/used-reviews'],
        ['Latest news', '/tag/latest'],
      ]);
    });

    it('sends the popular-page links to the other application origin as full-page links', () => {
      render(
        <LinkSettingsProvider routerLink="a" appOrigin="https://www.example.co.uk">
          <ErrorPage statusCode={404} />
        </LinkSettingsProvider>,
      );
      const nav = screen.getByRole('navigation', { name: 'Popular pages' });
      for (const link of within(nav).getAllByRole('link')) {
        expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.example\.co\.uk\//);
        expect(link).toHaveAttribute('data-link-kind', 'fullPage');
      }
      expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
    });

    it('shows neither a status code nor the generic message', () => {
      render(<ErrorPage statusCode={404} />);
      expect(screen.queryByText('404')).toBeNull();
      expect(screen.queryByText(/This page could not be found/)).toBeNull();
    });
  });

  describe('generic error page (spec 2.8)', () => {
    it.each([
      [400, 'Bad Request'],
      [405, 'Method Not Allowed'],
      [500, 'Internal Server Error'],
      [418, 'An unexpected error has occurred'],
      [503, 'An unexpected error has occurred'],
    ])('shows status %s with the default message "%s" in the h1', (statusCode, message) => {
      render(<ErrorPage statusCode={statusCode} />);
      const heading = screen.getByRole('heading', { level: 1 });
      expect(within(heading).getByText(String(statusCode))).toBeInTheDocument();
      // The code sits in its own block, so it is read as a separate word.
      expect(heading).toHaveAccessibleName(`${statusCode} ${message}`);
    });

    it('shows a given message instead of the default', () => {
      render(<ErrorPage statusCode={500} message="The deals service is down" />);
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent('The deals service is down');
      expect(heading).not.toHaveTextContent('Internal Server Error');
    });

    it('links back to the homepage and has no popular-pages navigation', () => {
      render(<ErrorPage statusCode={500} />);
      expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByText(notFoundHeading)).toBeNull();
    });

    it("offers 'Try again' only when given a retry, and calls it", () => {
      const { unmount } = render(<ErrorPage statusCode={500} />);
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      unmount();
      const retry = vi.fn();
      render(<ErrorPage statusCode={500} onRetry={retry} />);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(retry).toHaveBeenCalledTimes(1);
    });

    it("offers 'Try again' as a link to the page's own address when given retryHref, for no JavaScript", () => {
      render(<ErrorPage statusCode={500} retryHref="" />);
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      // '' resolves to the document's own URL: following it reloads the failed page. (Browsers
      // give it the link role, tests/e2e/error-pages.e2e.ts; Testing Library's roles skip href="".)
      expect(screen.getByText('Try again').closest('a')).toHaveAttribute('href', '');
    });
  });
});
