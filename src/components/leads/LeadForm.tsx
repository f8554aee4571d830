'use client';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldControl, vars } from '#tokens';
import type { LeadErrorField, LeadFieldErrors } from '#src/adapters/leads/leadSchema';
import { leadLimits, type LeadKind } from '#src/domain/leads';
import { apiPaths } from '#src/domain/routes';
import { leadMessages } from '#src/lib/errorMessages';
import { Button } from '#src/primitives/Button';
import { CheckboxField } from '#src/primitives/CheckboxField';
import { TextAreaField } from '#src/primitives/TextAreaField';
import { TextField } from '#src/primitives/TextField';
import { ErrorSummary, type FormProblem } from '#src/tools/calculators/ui/ErrorSummary';
import { leadConfirmationHref } from './leadLinks';
import { leadBodyFromForm, leadOutcome, newLeadKey, sendLeadJson, type LeadSender } from './leadSubmission';
import { leadFormFields, leadFormTexts, type LeadFormField } from './leadTexts';

/**
 * LeadForm: the quote-request form (#16): name, email, optional phone, postcode, optional message
 * and contact consent, with what the request is about in hidden fields. It is a plain
 * `<form method="post" action="/api/leads">`, so it works with no JavaScript: the API stores the
 * lead and redirects to the confirmation, or back to the page with a draft whose values and
 * messages come in as `values` and `errors`.
 *
 * Once hydrated it sends JSON with an Idempotency-Key header instead: the button is busy while the
 * request is out (a double click makes one request), a retry after a network error or a 429
 * reuses the key (the API answers the first receipt, never a second lead), a 400 puts each
 * message on its field and in the error summary (which takes focus), and a 201 opens the
 * confirmation page. Everything typed stays in the fields whatever the answer.
 */
export interface LeadFormProps {
  /** What the request asks for. */
  kind: LeadKind;
  /** The dealer asked, or the partner of a partner offer ('partner-gap'). */
  dealerId: string;
  /** Who receives the details, as the consent line names them ('Arnold Clark Leeds', 'our GAP insurance partner'). */
  recipient: string;
  /** The car the request is about, when known (sent as hidden fields). */
  about?: { derivativeId?: string; dealId?: string; advertId?: string };
  /**
   * The Idempotency-Key of this form render, generated per request by a dynamic page. A cached page
   * shared by every visitor passes '' (a shared key would merge different visitors' leads): the
   * island fills in a fresh key as it hydrates, and a plain post without one is deduplicated by
   * the API on its body.
   */
  idempotencyKey?: string;
  /** Where a refused plain post comes back to (a path on this site, e.g. '/get-quotes?kind=quote&dealer=…'). */
  returnTo: string;
  /** What the visitor entered before (a draft of a refused plain post); consent is 'on' when ticked. */
  values?: Partial<Record<LeadFormField, string>>;
  /** A message per field to correct (a draft's), and `form` for a fault of the whole form. */
  errors?: LeadFieldErrors;
  /** Prefix of the element ids (unique on the page). */
  idPrefix?: string;
  /** Sends the JSON request; the site's API by default (stories pass their own). */
  send?: LeadSender;
  /** Opens the confirmation page; a full navigation by default (stories record it instead). */
  navigate?: (href: string) => void;
}

/** Where the island is: nothing sent, on its way, stored, or a problem that keeps the form as typed. */
type LeadFormStatus = 'idle' | 'sending' | 'sent' | 'rate-limited' | 'network-error' | 'failed';

const statusMessages: Partial<Record<LeadFormStatus, string>> = {
  'rate-limited': leadFormTexts.rateLimited,
  'network-error': leadFormTexts.networkError,
  failed: leadFormTexts.failed,
};

const openPage = (href: string) => window.location.assign(href);
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

export function LeadForm({
  kind,
  dealerId,
  recipient,
  about = {},
  idempotencyKey = '',
  returnTo,
  values = {},
  errors: initialErrors = {},
  idPrefix = 'lead',
  send = sendLeadJson,
  navigate = openPage,
}: LeadFormProps) {
  const [errors, setErrors] = useState<LeadFieldErrors>(initialErrors);
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  // Bumped after each refused request, so the summary takes focus again even with the same messages.
  const [refusals, setRefusals] = useState(0);
  // A cached page has no key of its own: each visitor's island makes one (the server's is never shown).
  const [key, setKey] = useState(() => idempotencyKey || newLeadKey());
  // False in the server HTML and during hydration, so the hidden field matches the page's HTML first.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  // A ref, not state: a second click in the same tick must already see the first request out.
  const inFlight = useRef(false);
  const idOf = (field: LeadFormField) => `${idPrefix}-${field}`;
  const formId = `${idPrefix}-form`;
  const summaryId = `${idPrefix}-errors`;

  useEffect(() => {
    // Back to a page the browser kept (after a stored request): ready for a new request.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setStatus('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // A refused request (or a draft of one) moves focus to the summary, GOV.UK style.
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (hasErrors) document.getElementById(summaryId)?.focus();
    // Only when a refusal arrives (and on arrival with a draft), not while the visitor types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    setStatus('sending');
    let answer;
    try {
      answer = await send(leadBodyFromForm(new FormData(form)), key);
    } catch {
      // The key is kept: if the request did arrive, sending again answers the same lead.
      inFlight.current = false;
      setStatus('network-error');
      return;
    }
    const outcome = leadOutcome(answer);
    if (outcome.type === 'stored') {
      // The key is spent: if the visitor comes back to this page, the next request needs a new one.
      setKey(newLeadKey());
      setErrors({});
      setStatus('sent');
      navigate(leadConfirmationHref(outcome.reference));
      return;
    }
    inFlight.current = false;
    // An earlier try with other details did arrive: say so, and give the next send a key of its own.
    if (outcome.type === 'key-conflict') setKey(newLeadKey());
    if (outcome.type === 'invalid' || outcome.type === 'key-conflict') {
      setErrors(outcome.type === 'invalid' ? outcome.errors : { form: leadMessages.alreadySent });
      setStatus('idle');
      setRefusals((count) => count + 1);
      return;
    }
    setStatus(outcome.type);
  };

  const problems: FormProblem[] = [
    ...leadFormFields.flatMap((field) => (errors[field] ? [{ fieldId: idOf(field), message: errors[field] }] : [])),
    // Faults of the hidden fields or the whole form have no field to show them: they link to the form.
    ...(Object.entries(errors) as Array<[LeadErrorField, string]>)
      .filter(([field]) => !(leadFormFields as readonly string[]).includes(field))
      .map(([, message]) => ({ fieldId: formId, message })),
  ];
  const message = statusMessages[status];
  const sending = status === 'sending' || status === 'sent';
  const texts = leadFormTexts.fields;

  return (
    <Form
      id={formId}
      method="post"
      action={apiPaths.leads}
      noValidate
      aria-label={leadFormTexts.label}
      onSubmit={onSubmit}
      data-status={status}
    >
      <ErrorSummary id={summaryId} heading={leadFormTexts.summaryHeading} problems={problems} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="dealerId" value={dealerId} />
      {about.derivativeId && <input type="hidden" name="derivativeId" value={about.derivativeId} />}
      {about.dealId && <input type="hidden" name="dealId" value={about.dealId} />}
      {about.advertId && <input type="hidden" name="advertId" value={about.advertId} />}
      <input type="hidden" name="idempotencyKey" value={hydrated ? key : idempotencyKey} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <TextField
        id={idOf('name')}
        name="name"
        label={texts.name.label}
        error={errors.name}
        autoComplete="name"
        maxLength={leadLimits.name}
        aria-required="true"
        defaultValue={values.name}
      />
      <TextField
        id={idOf('email')}
        name="email"
        type="email"
        label={texts.email.label}
        hint={texts.email.hint}
        error={errors.email}
        autoComplete="email"
        spellCheck={false}
        maxLength={leadLimits.email}
        aria-required="true"
        defaultValue={values.email}
      />
      <TextField
        id={idOf('phone')}
        name="phone"
        type="tel"
        label={texts.phone.label}
        hint={texts.phone.hint}
        error={errors.phone}
        autoComplete="tel"
        maxLength={leadLimits.phone}
        width="medium"
        defaultValue={values.phone}
      />
      <TextField
        id={idOf('postcode')}
        name="postcode"
        label={texts.postcode.label}
        hint={texts.postcode.hint}
        error={errors.postcode}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        width="medium"
        aria-required="true"
        defaultValue={values.postcode}
      />
      <TextAreaField
        id={idOf('message')}
        name="message"
        label={texts.message.label}
        hint={texts.message.hint}
        error={errors.message}
        maxLength={leadLimits.message}
        defaultValue={values.message}
      />
      <CheckboxField
        id={idOf('consent')}
        name="consent"
        label={texts.consent.label(recipient)}
        hint={texts.consent.hint}
        error={errors.consent}
        aria-required="true"
        defaultChecked={values.consent === 'on' || values.consent === 'true'}
      />
      {message && (
        <Problem role="alert" data-lead-status={status}>
          {message}
        </Problem>
      )}
      <Actions>
        <Button type="submit" loading={sending}>
          {leadFormTexts.submit[kind]}
        </Button>
        {/* Always in the page, so its changes are announced. */}
        <Progress role="status">{sending ? leadFormTexts[status === 'sent' ? 'sent' : 'sending'] : ''}</Progress>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  max-width: 36rem;
`;

const Problem = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-inline-start: ${fieldControl.errorBarWidth}px solid ${vars.color.danger};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-weight: ${vars.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

const Progress = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;
