/**
 * Routes linked from the header, footer and home page (spec 2.2) whose real pages arrive in later
 * issues. Until a route gets its own page, the site serves a styled holding page with this title
 * instead of a 404, so no link is a dead end. Remove an entry when its page lands.
 */
export const plannedRoutes: Readonly<Record<string, string>> = {
  '/sign-in': 'Sign in',
  '/my-account': 'My account',
};

/** The holding-page title for a path, or undefined when the path is not a planned route. */
export function plannedRouteTitle(path: string): string | undefined {
  const normalised = `/${path.split(/[?#]/)[0]?.split('/').filter(Boolean).join('/') ?? ''}`;
  return plannedRoutes[normalised];
}
