/**
 * Document-field autocomplete (search-api.md):
 * GET /api/search/v1/autocomplete/document-field/:sitekey?term=&source=custom_fields.make&size=.
 * All the work is in handleAutocompleteRequest; OPTIONS answers CORS preflights.
 */
import { handleAutocompleteRequest } from '#src/server/search/suggest';
import { sitekeyRoute } from '#site/app/api/search/v1/_shared/sitekeyRoute';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const respond = sitekeyRoute(handleAutocompleteRequest);

export const GET = respond;
export const OPTIONS = respond;
// Other methods get the handler's JSON 405 (with CORS), not the framework's bare one.
export const POST = respond;
export const PUT = respond;
export const DELETE = respond;
export const PATCH = respond;
