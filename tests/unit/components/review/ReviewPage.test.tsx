import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReviewPage, reviewSectionIds } from '#src/components/review/ReviewPage';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import { messages } from '#src/lib/errorMessages';
import { createShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { deal, derivative, review } from './fixtures';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Car reviews', path: '/reviews' },
  { name: 'Ford', path: '/ford' },
  { name: 'Ford Puma review', path: '/ford/puma/suv/review/r10001' },
];

const rival = review({
  cmsId: 'r2',
  modelId: 'vw-t-roc-suv',
  make: 'Volkswagen',
  range: 'T-Roc',
  title: 'Volkswagen T-Roc review',
  url: '/volkswagen/t-roc/suv/review/r2',
});

function renderPage(overrides: Partial<Parameters<typeof ReviewPage>[0]> = {}) {
  const store = createShortlistStore({ storage: () => undefined, events: undefined });
  return render(
    <ReviewPage
      review={review({})}
      crumbs={crumbs}
      derivatives={[
        derivative({}),
        derivative({ capId: '2', trim: 'ST-Line', onTheRoadPrice: 27000, cashPrice: 24500 }),
      ]}
      deals={[deal({})]}
      makeReviews={[]}
      rivals={[rival]}
      shortlistStore={store}
      {...overrides}
    />,
  );
}

describe('ReviewPage', () => {
  it('has every review anchor of spec 2.1 as a real section id', () => {
    const { container } = renderPage();
    for (const id of Object.values(reviewSectionIds)) {
      expect(container.querySelector(`section#${id}`), id).not.toBeNull();
    }
  });

  it('keeps every anchor on a preview without sections or versions', () => {
    const { container } = renderPage({
      review: review({ reviewType: 'first-look', verdictRating: null, sections: [], expectedSaleYear: 2027 }),
      derivatives: [],
      deals: [],
    });
    for (const id of Object.values(reviewSectionIds)) {
      expect(container.querySelector(`section#${id}`), id).not.toBeNull();
    }
    expect(screen.getByText('PREVIEW')).toBeInTheDocument();
    expect(screen.getByText('Expected on sale: 2027')).toBeInTheDocument();
  });

  it('shows the three price labels of spec 9 with their buttons to the model deals pages', () => {
    renderPage();
    const box = screen.getByRole('region', { name: 'Prices and deals' });
    expect(within(box).getByText(priceLabels.productPriceFrom)).toHaveTextContent('Kerbside price from:');
    expect(within(box).getByText(priceLabels.monthlyPcpPriceFrom)).toBeInTheDocument();
    expect(within(box).getByText(priceLabels.manufacturerPriceFrom)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: buttonTexts.getTheBestPrice })).toHaveAttribute(
      'href',
      '/make/ford/puma/suv/deals',
    );
    expect(within(box).getByRole('link', { name: buttonTexts.viewAllDeals })).toHaveAttribute(
      'href',
      '/make/ford/puma/suv/deals',
    );
    expect(within(box).getByRole('link', { name: buttonTexts.getQuotes })).toHaveAttribute(
      'href',
      '/make/ford/puma/suv/autocardeals',
    );
    expect(within(box).getByRole('link', { name: buttonTexts.findDeals })).toHaveAttribute(
      'href',
      '/new-car-deals/ford',
    );
    expect(within(box).getByRole('link', { name: 'Add to comparison' })).toHaveAttribute(
      'href',
      '/car-comparison?add=ford-puma-suv',
    );
    expect(within(box).getByRole('button', { name: 'Add to shortlist' })).toBeInTheDocument();
  });

  it('shows no new-car prices on a used review, and sends Find deals to used cars', () => {
    renderPage({ review: review({ reviewType: 'used-review', url: '/ford/puma/suv/used-review/r3' }) });
    const box = screen.getByRole('region', { name: 'Prices and deals' });
    expect(within(box).queryByText(priceLabels.productPriceFrom)).toBeNull();
    expect(within(box).getByRole('link', { name: buttonTexts.findDeals })).toHaveAttribute('href', '/used-cars');
    expect(screen.getByText('USED REVIEW')).toBeInTheDocument();
  });

  it('has GUIDES, MAKE and CATEGORY tabs in that order; an empty MAKE tab says so', async () => {
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Guides', 'More Ford', 'Rival SUVs']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const guides = screen.getByRole('tabpanel');
    expect(within(guides).getByRole('link', { name: 'Trims' })).toHaveAttribute('href', '#trims');
    expect(within(guides).getByRole('link', { name: 'Equipment, options & extras' })).toHaveAttribute(
      'href',
      '#equipment',
    );
    await userEvent.click(tabs[1]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(messages.noModelsForManufacturer);
    await userEvent.click(tabs[2]!);
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Volkswagen T-Roc review' })).toHaveAttribute(
      'href',
      rival.url,
    );
  });

  it('lists the trims and engines of the versions', () => {
    renderPage();
    const trims = screen.getByRole('table', { name: 'Ford Puma trims and prices' });
    expect(within(trims).getAllByRole('row')).toHaveLength(3);
    expect(within(trims).getByRole('rowheader', { name: 'ST-Line' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ford Puma engines' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ford Puma specification' })).toBeInTheDocument();
  });
});
