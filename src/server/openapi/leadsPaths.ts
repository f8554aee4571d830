/**
 * The quote requests' path (#16, docs/leads.md): POST /api/leads as JSON or as a plain form post,
 * and the dealers' GET under basic auth. The body's schema is written from the same constants the
 * validation uses (leadKinds, leadLimits, the id and phone patterns of leadSchema.ts): its zod
 * schema reads form strings too ('on', empty fields), which JSON Schema cannot say.
 */
import { z } from 'zod';
import { leadIdPattern, leadPhonePattern } from '#src/adapters/leads/leadSchema';
import { leadKinds, leadLimits } from '#src/domain/leads';
import { apiPaths, leadPaths } from '#src/domain/routes';
import { leadCsvColumns } from '../leads/leadsCsv';
import { leadBodyLimit, leadsFormatSchema, replayedHeader } from '../leads/leadsApi';
import { errorResponses, jsonContent, queryParameter, type OpenApiObject } from './openApiParts';

const id = { type: 'string', pattern: leadIdPattern.source };

const leadProperties = {
  kind: { type: 'string', enum: [...leadKinds] },
  dealerId: {
    ...id,
    description: "A dealer's id, or for warranty, gap and finance the partner's ('partner-warranty', …).",
  },
  name: { type: 'string', minLength: 1, maxLength: leadLimits.name },
  email: { type: 'string', maxLength: leadLimits.email, format: 'email' },
  phone: { type: 'string', maxLength: leadLimits.phone, pattern: leadPhonePattern.source },
  postcode: { type: 'string', description: "A UK postcode; anything else is 'Invalid postcode'." },
  message: { type: 'string', maxLength: leadLimits.message },
  consent: { const: true, description: 'Contact consent; a lead without it is refused.' },
  derivativeId: id,
  dealId: id,
  advertId: id,
};

const leadBody = {
  type: 'object',
  required: ['kind', 'dealerId', 'name', 'email', 'postcode', 'consent'],
  properties: leadProperties,
};

const formBody = {
  type: 'object',
  required: ['kind', 'dealerId', 'name', 'email', 'postcode', 'consent'],
  properties: {
    ...leadProperties,
    consent: { type: 'string', enum: ['on', 'true'] },
    idempotencyKey: { type: 'string', description: 'The form’s key, as the JSON post’s Idempotency-Key header.' },
    returnTo: {
      type: 'string',
      description: `Where a failed post goes back to: a path under ${leadPaths.form} or /partner-offers/ (else ${leadPaths.form}).`,
    },
  },
};

const storedLead = {
  type: 'object',
  required: [...leadCsvColumns],
  properties: {
    ...leadProperties,
    reference: { type: 'string', pattern: '^KS-[0-9A-HJKMNP-TV-Z]{8}$' },
    createdAt: { type: 'string', format: 'date-time' },
    phone: { type: ['string', 'null'] },
    message: { type: ['string', 'null'] },
    derivativeId: { type: ['string', 'null'] },
    dealId: { type: ['string', 'null'] },
    advertId: { type: ['string', 'null'] },
  },
};

/** The leads paths, keyed as the document's `paths`. */
export function leadsPaths(): Record<string, OpenApiObject> {
  return {
    [apiPaths.leads]: {
      post: {
        tags: ['Leads'],
        operationId: 'createLead',
        summary:
          'Send a quote request; a retry with the same key (or the same body within 10 minutes) makes no second lead.',
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description: '16 to 100 letters, digits, -, _, . or ~ (a UUID will do); remembered for 24 hours.',
            schema: { type: 'string', minLength: 16, maxLength: leadLimits.idempotencyKey },
          },
        ],
        requestBody: {
          required: true,
          content: { ...jsonContent(leadBody), 'application/x-www-form-urlencoded': { schema: formBody } },
        },
        responses: {
          201: {
            description: `Stored: the reference, the same body on every retry (a retry carries \`${replayedHeader}: true\`).`,
            content: jsonContent({
              type: 'object',
              required: ['reference'],
              properties: { reference: storedLead.properties.reference },
            }),
          },
          303: {
            description:
              'A form post: to the confirmation page with ?reference=, or back to returnTo with ?draft= when something was wrong.',
          },
          ...errorResponses({
            400: 'A field at fault: `error.parameter` names the first, and `fields` holds a message per field (e.g. `{"postcode": "Invalid postcode"}`); `Unknown dealer` for a dealer that does not exist.',
            403: 'A cross-site request (Sec-Fetch-Site).',
            413: `A body over ${leadBodyLimit / 1024} kB.`,
            405: 'A method other than GET and POST (Allow).',
            415: 'A body that is neither JSON nor a form.',
            422: 'The Idempotency-Key was used before with another body.',
            429: 'Too many leads from this client (5 a minute, 30 an hour; Retry-After).',
            500: 'Anything unexpected (nothing is stored; try again).',
            503: 'The store cannot be opened (Retry-After).',
          }),
        },
      },
      get: {
        tags: ['Leads'],
        security: [{ dealerBasicAuth: [] }],
        operationId: 'dealerLeads',
        summary: "A dealer's leads, newest first, as JSON or CSV.",
        parameters: [
          queryParameter('dealer', z.string().regex(leadIdPattern).describe('the dealer’s id (the basic-auth user)')),
          queryParameter('format', leadsFormatSchema),
        ],
        responses: {
          200: {
            description:
              '`{ items }`, or CSV with a header row (RFC 4180; a cell starting with = + - @ gets a leading apostrophe).',
            content: {
              ...jsonContent({
                type: 'object',
                required: ['items'],
                properties: { items: { type: 'array', items: storedLead } },
              }),
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...errorResponses({
            400: 'A missing or malformed `dealer`, or a `format` other than json or csv.',
            401: 'Missing or wrong basic credentials (WWW-Authenticate).',
            429: 'Too many failed authentications (Retry-After).',
            503: 'No LEADS_API_SECRET (the API is off), or the store cannot be opened.',
          }),
        },
      },
    },
  };
}
