'use client';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import type { DealerSearchResult } from '#src/domain/dealers';
import { formatDistanceLabel } from '#src/lib/formatMiles';
import { validatePostcode } from '#src/lib/postcode';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';
import { Text } from '#src/primitives/Text';
import { TextField } from '#src/primitives/TextField';
import { visuallyHidden } from '#src/primitives/VisuallyHidden';
import { leadFormHref } from '../leads/leadLinks';
import { dealerFinderHref, dealersApiHref, type FinderOrigin } from './dealerFinderQuery';
import { dealerTexts, postcodeFieldProps } from './dealerTexts';
import type { GeolocationLike } from './useDealerLocation';
import { UseMyLocation } from './UseMyLocation';

/**
 * DealersNearYou: the "Dealers near you" block of model deals pages and used-car adverts (#16).
 * Those pages are cached (ADR 0013), so the block cannot read the request: it is a client island
 * that asks `GET /api/dealers` for the few nearest dealers of the page's make, from a postcode or
 * the visitor's location, and lists each with its distance (2 decimals) and 'Get quotes', with a
 * link to the full finder. Without JavaScript it is a plain GET form to the make's finder page.
 * When the browser gives no location, the next search asks for only the nearest dealer (spec 4).
 */
export interface DealersNearYouProps {
  /** The page's make (its slug), or null for every make. */
  makeSlug?: string | null;
  /** The make's name ('Volkswagen'), for the texts. */
  makeName?: string | null;
  /** How many dealers to list. */
  limit?: number;
  /** Prefix of element ids (unique on the page). */
  idPrefix?: string;
  /** Document level of the block's heading. */
  headingLevel?: 2 | 3;
  /** Keep a page section's space above the block, where it follows a page's content. */
  separated?: boolean;
  /** For stories and tests: answers a dealers API URL instead of fetching it. */
  fetchDealers?: (href: string) => Promise<DealersAnswer>;
  /** For stories and tests: the geolocation to ask (null: none); the browser's by default. */
  geolocation?: GeolocationLike | null;
}

/** The dealers API's answer: the result, or its status and message ('Invalid postcode' with a 400). */
export type DealersAnswer =
  { ok: true; result: DealerSearchResult } | { ok: false; status: number; message: string | null };

type View =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' }
  | { kind: 'done'; result: DealerSearchResult; origin: FinderOrigin; nearestOnly: boolean };

/** GET /api/dealers, read defensively: anything but a list of items is a failure. */
export async function fetchDealersApi(href: string): Promise<DealersAnswer> {
  const response = await fetch(href, { headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isResult(body)) return { ok: true, result: body };
  return { ok: false, status: response.status, message: messageOf(body) };
}

function isResult(body: unknown): body is DealerSearchResult {
  const value = body as Partial<DealerSearchResult> | null;
  return Boolean(value && Array.isArray(value.items) && value.origin && typeof value.origin.label === 'string');
}

/** The message of an error body: `{ message }` or `{ error: { message } }`. */
function messageOf(body: unknown): string | null {
  const value = body as { message?: unknown; error?: { message?: unknown } | string } | null;
  const message = value?.message ?? (typeof value?.error === 'object' ? value.error.message : value?.error);
  return typeof message === 'string' && message.length <= 200 ? message : null;
}

export function DealersNearYou({
  makeSlug = null,
  makeName = null,
  limit = 3,
  idPrefix = 'dealers-near-you',
  headingLevel = 2,
  separated = false,
  fetchDealers = fetchDealersApi,
  geolocation,
}: DealersNearYouProps) {
  const texts = dealerTexts.nearYou;
  const [postcode, setPostcode] = useState('');
  const [view, setView] = useState<View>({ kind: 'idle' });
  const [nearestOnly, setNearestOnly] = useState(false);
  const latest = useRef(0);
  const headingId = `${idPrefix}-title`;
  const postcodeId = `${idPrefix}-postcode`;

  async function search(origin: FinderOrigin) {
    const request = ++latest.current;
    const nearest = nearestOnly;
    setView({ kind: 'loading' });
    const answer = await fetchDealers(dealersApiHref(origin, makeSlug, nearest ? 1 : limit)).catch(
      (): DealersAnswer => ({ ok: false, status: 0, message: null }),
    );
    // A slower, older answer never replaces a newer one.
    if (request !== latest.current) return;
    if (answer.ok) setView({ kind: 'done', result: answer.result, origin, nearestOnly: nearest });
    else if (answer.status === 400 && answer.message) setView({ kind: 'invalid', message: answer.message });
    else setView({ kind: 'failed' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validatePostcode(postcode);
    if (!checked.ok) {
      setView({ kind: 'invalid', message: checked.error });
      document.getElementById(postcodeId)?.focus();
      return;
    }
    void search({ postcode: checked.postcode });
  }

  const status =
    view.kind === 'loading'
      ? texts.loading
      : view.kind === 'done'
        ? dealerTexts.results.heading(view.result.items.length, view.result.origin.label, makeName)
        : '';

  return (
    <Block aria-labelledby={headingId} data-dealers-near-you="" data-separated={separated || undefined}>
      <Heading level={headingLevel} size="small" id={headingId}>
        {texts.heading}
      </Heading>
      <Text>{texts.intro(makeName)}</Text>
      <form method="get" action={dealerFinderHref(makeSlug)} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <UseMyLocation
          makeSlug={makeSlug}
          postcodeId={postcodeId}
          statusId={`${idPrefix}-location-status`}
          geolocation={geolocation}
          onLocated={(point) => void search(point)}
          onUnavailable={() => setNearestOnly(true)}
          field={
            <TextField
              id={postcodeId}
              {...postcodeFieldProps}
              error={view.kind === 'invalid' ? view.message : undefined}
              value={postcode}
              onChange={(event) => setPostcode(event.target.value)}
            />
          }
        >
          <Button type="submit" icon="search" loading={view.kind === 'loading'}>
            {texts.submit}
          </Button>
        </UseMyLocation>
      </form>
      <VisuallyHiddenStatus role="status">{status}</VisuallyHiddenStatus>
      {view.kind === 'failed' && (
        <Text tone="danger" weight="bold">
          {texts.failed}
        </Text>
      )}
      {view.kind === 'done' && <NearestDealers view={view} makeSlug={makeSlug} makeName={makeName} />}
    </Block>
  );
}

function NearestDealers({
  view,
  makeSlug,
  makeName,
}: {
  view: Extract<View, { kind: 'done' }>;
  makeSlug: string | null;
  makeName: string | null;
}) {
  const { result, origin, nearestOnly } = view;
  const allHref = dealerFinderHref(makeSlug, origin);
  if (result.items.length === 0) {
    return (
      <Stack>
        <Text>{dealerTexts.results.empty(result.origin.label, makeName)}</Text>
        {makeSlug && <Link href={dealerFinderHref(null, origin)}>{dealerTexts.results.emptyAction}</Link>}
      </Stack>
    );
  }
  return (
    <Stack>
      {nearestOnly && <Text>{dealerTexts.results.nearestOnly}</Text>}
      <List aria-label={dealerTexts.nearYou.resultsLabel(result.origin.label)}>
        {result.items.map((dealer) => (
          <Item key={dealer.id}>
            <Text weight="bold">{dealer.name}</Text>
            <Text size="sm">
              {`${dealer.town}, ${dealer.postcode} · `}
              <span data-dealer-distance="">{formatDistanceLabel(dealer.distance)}</span>
            </Text>
            <Link
              href={leadFormHref({ kind: 'quote', dealerId: dealer.id })}
              aria-label={`Get quotes from ${dealer.name}`}
            >
              {dealerTexts.results.getQuotes}
            </Link>
          </Item>
        ))}
      </List>
      <Link href={allHref} variant="standalone">
        {dealerTexts.nearYou.seeAll(makeName)}
      </Link>
    </Stack>
  );
}

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  &[data-separated] {
    margin-block-start: ${vars.space[7]};
  }
`;

const VisuallyHiddenStatus = styled.p`
  ${visuallyHidden}
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
`;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${vars.space[8]} * 4), 1fr));
  gap: ${vars.space[2]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
`;
