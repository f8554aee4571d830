/**
 * Site search, the hosted search service's protocol served by the site itself (docs/design/architecture-decisions.md
 * decision 7, search-api.md): GET /api/search/v1/search/:sitekey, and POST with the same
 * parameters as a JSON body (the official client's POST mode). All the work is in
 * handleSearchRequest, which reads a POST body itself (64 kB at most) only after checking the
 * sitekey; OPTIONS answers CORS preflights (Next answers HEAD from GET).
 */
import { handleSearchRequest } from '#src/server/search/handleSearchRequest';
import { sitekeyRoute } from '#site/app/api/search/v1/_shared/sitekeyRoute';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const respond = sitekeyRoute(handleSearchRequest);

export const GET = respond;
export const POST = respond;
export const OPTIONS = respond;
// Other methods get the handler's JSON 405 (with CORS), not the framework's bare one.
export const PUT = respond;
export const DELETE = respond;
export const PATCH = respond;
