/**
 * The top-menu analytics event (spec 7), shared by the desktop mega menu and the mobile menu:
 * `{ event: 'ng.headerTopMenuClick', eventData: { category: 'Navigation - Next Gen',
 * action: 'Top Menu Nav', label: <menu title> } }` on the data layer.
 */
import { trackEvent } from '#src/lib/analytics/trackEvent';

/** Namespace and action of the top-menu event: together 'ng.headerTopMenuClick'. */
export const TOP_MENU_EVENT = { namespace: 'header', action: 'TopMenuClick' } as const;

/** Pushes the top-menu click event with the menu's title as its label. */
export function trackTopMenuClick(title: string): void {
  trackEvent('topMenuClick', TOP_MENU_EVENT.namespace, TOP_MENU_EVENT.action, { title });
}
