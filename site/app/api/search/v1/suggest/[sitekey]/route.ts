/**
 * Search suggestions (search-api.md): GET /api/search/v1/suggest/:sitekey?term=&size=&language=.
 * All the work is in handleSuggestRequest; OPTIONS answers CORS preflights.
 */
import { handleSuggestRequest } from '#src/server/search/suggest';
import { sitekeyRoute } from '#site/app/api/search/v1/_shared/sitekeyRoute';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const respond = sitekeyRoute(handleSuggestRequest);

export const GET = respond;
export const OPTIONS = respond;
// Other methods get the handler's JSON 405 (with CORS), not the framework's bare one.
export const POST = respond;
export const PUT = respond;
export const DELETE = respond;
export const PATCH = respond;
