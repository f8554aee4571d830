/**
 * Stories render the search page's real links and GET form, which would navigate the preview away.
 * This decorator stops those navigations and records where they were going on its wrapper
 * (`data-navigated-to`), so a play function can assert the URL a click or a submit leads to.
 */
import type { Decorator } from '@storybook/react-vite';

/** The attribute holding the last intercepted destination (path and query). */
export const NAVIGATED_TO = 'data-navigated-to';

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

export const interceptNavigation: Decorator = (Story) => (
  <div
    data-navigation-interceptor=""
    onClickCapture={(event) => {
      const anchor = (event.target as Element).closest('a[href]');
      if (!anchor) return;
      event.preventDefault();
      event.currentTarget.setAttribute(NAVIGATED_TO, pathOf(new URL((anchor as HTMLAnchorElement).href)));
    }}
    onSubmitCapture={(event) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const url = new URL(form.action, window.location.href);
      url.search = new URLSearchParams(
        Array.from(new FormData(form), ([name, value]) => [name, String(value)]),
      ).toString();
      event.currentTarget.setAttribute(NAVIGATED_TO, pathOf(url));
    }}
  >
    <Story />
  </div>
);

/** The destination the last click or submit inside the story would have navigated to. */
export function navigatedTo(canvasElement: HTMLElement): string | null {
  return canvasElement.querySelector(`[${NAVIGATED_TO}]`)?.getAttribute(NAVIGATED_TO) ?? null;
}
