import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, PageShell } from '#src/components/PageShell';

const renderShell = (ribbon?: string) =>
  render(
    <PageShell
      header={
        <header>
          <a href="/">Home</a>
        </header>
      }
      ribbon={ribbon === undefined ? undefined : <aside aria-label="Information">{ribbon}</aside>}
      footer={<footer>Footer</footer>}
    >
      <h1>Page</h1>
    </PageShell>,
  );

describe('PageShell', () => {
  it('gives main the id main-content and makes it focusable from script only', () => {
    renderShell();
    const main = screen.getByRole('main');
    expect(MAIN_CONTENT_ID).toBe('main-content');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Page' }));
  });

  it('has a skip link to #main-content as the first tab stop, revealed on focus', async () => {
    renderShell();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(skip).toHaveAttribute('data-focusable', 'true');
    await userEvent.tab();
    expect(skip).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('puts skip link, header, ribbon, main and footer in that order', () => {
    const { container } = renderShell('Ribbon text');
    const order = Array.from(container.firstElementChild!.children).map(
      (child) => child.getAttribute('aria-label') ?? child.tagName.toLowerCase(),
    );
    expect(order).toEqual(['a', 'header', 'Information', 'main', 'footer']);
  });

  it('renders without a ribbon', () => {
    renderShell();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
