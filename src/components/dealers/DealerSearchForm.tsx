import styled from 'styled-components';
import { vars } from '#tokens';
import type { GeoPoint } from '#src/domain/dealers';
import { Button } from '#src/primitives/Button';
import { TextField } from '#src/primitives/TextField';
import { ErrorSummary } from '#src/tools/calculators/ui/ErrorSummary';
import { dealerFinderHref } from './dealerFinderQuery';
import { dealerTexts, postcodeFieldProps } from './dealerTexts';
import type { GeolocationLike } from './useDealerLocation';
import { UseMyLocation } from './UseMyLocation';

/**
 * DealerSearchForm: the dealer finder's search (#16), a plain GET form to the finder's own path,
 * so it works with no JavaScript: a postcode field and a submit button, and, once JavaScript
 * runs, "Use my location" (the UseMyLocation island). A postcode the server refused ('Invalid
 * postcode', or a district it cannot place) is shown by the field and in the error summary above
 * the form, which links to the field (the GOV.UK pattern of the calculators).
 */
export interface DealerSearchFormProps {
  /** The finder's make slug, or null for every make: where the form goes. */
  makeSlug?: string | null;
  /** The make's name, for the form's label ('Find Volkswagen dealers'). */
  makeName?: string | null;
  /** The postcode as sent (shown back). */
  postcode?: string;
  /** Why the postcode was refused, word for word ('Invalid postcode'). */
  error?: string;
  /** Prefix of element ids (unique on the page). */
  idPrefix?: string;
  /** For stories and tests: the geolocation "Use my location" asks (null: none); the browser's by default. */
  geolocation?: GeolocationLike | null;
  /** For stories and tests: called with a location found instead of going to the finder's URL. */
  onLocated?: (point: GeoPoint) => void;
}

export function DealerSearchForm({
  makeSlug = null,
  makeName = null,
  postcode = '',
  error,
  idPrefix = 'dealer-search',
  geolocation,
  onLocated,
}: DealerSearchFormProps) {
  const postcodeId = `${idPrefix}-postcode`;
  const problems = error ? [{ fieldId: postcodeId, message: error }] : [];
  return (
    <Form
      method="get"
      action={dealerFinderHref(makeSlug)}
      noValidate
      aria-label={makeName ? `Find ${makeName} dealers` : dealerTexts.form.label}
    >
      <ErrorSummary id={`${idPrefix}-errors`} problems={problems} />
      <UseMyLocation
        makeSlug={makeSlug}
        postcodeId={postcodeId}
        statusId={`${idPrefix}-location-status`}
        geolocation={geolocation}
        onLocated={onLocated}
        field={<TextField id={postcodeId} {...postcodeFieldProps} error={error} defaultValue={postcode} />}
      >
        <Button type="submit" icon="search">
          {dealerTexts.form.submit}
        </Button>
      </UseMyLocation>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;
