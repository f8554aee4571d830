import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadForm } from '#src/components/leads/LeadForm';
import { leadConfirmationHref } from '#src/components/leads/leadLinks';
import type { LeadSender } from '#src/components/leads/leadSubmission';
import { leadFormTexts } from '#src/components/leads/leadTexts';
import { leadMessages } from '#src/lib/errorMessages';
import {
  offlineSender,
  pendingSender,
  rateLimitedSender,
  refusedSender,
  storedSender,
  storyDealer,
  storyErrors,
  storyFormProps,
  storyReference,
  storyValues,
} from './leadStoryData';

/**
 * The quote-request form (#16): a plain POST form that works with no JavaScript, enhanced by its
 * island to send JSON with an Idempotency-Key. Each story gives the island a fake API answer.
 */
const meta = {
  title: 'Components/Leads/LeadForm',
  component: LeadForm,
  args: { ...storyFormProps, send: fn(storedSender), navigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = leadFormTexts.fields;
const submitName = leadFormTexts.submit['best-price'];

/** The send mock of a story's args. */
const sendMock = (send: LeadSender | undefined) => send as unknown as ReturnType<typeof fn>;

/** Fills the required fields by keyboard and ticks consent. */
async function fillRequired(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText(labels.name.label), storyValues.name);
  await userEvent.type(canvas.getByLabelText(labels.email.label), storyValues.email);
  await userEvent.type(canvas.getByLabelText(labels.postcode.label), storyValues.postcode);
  await userEvent.click(canvas.getByLabelText(labels.consent.label(storyDealer.name)));
}

/**
 * Empty: a first visit. The plain form posts to the API with what the request is about in hidden
 * fields, and the fields are reached in order by keyboard.
 */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/leads');
    const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[type=hidden][name=${name}]`)?.value;
    await expect(hidden('kind')).toBe('best-price');
    await expect(hidden('dealerId')).toBe(storyDealer.id);
    await expect(hidden('dealId')).toBe(args.about!.dealId);
    await expect(hidden('idempotencyKey')).toBe(args.idempotencyKey);
    await expect(hidden('returnTo')).toBe(args.returnTo);
    await expect(canvas.queryByText(leadMessages.summary)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByLabelText(labels.name.label)).toHaveFocus();
    for (const label of [labels.email.label, labels.phone.label, labels.postcode.label, labels.message.label]) {
      await userEvent.tab();
      await expect(canvas.getByLabelText(label)).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: submitName })).toHaveFocus();
  },
};

/** Filled: a draft's values shown back, consent ticked. */
export const Filled: Story = {
  args: { values: storyValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(labels.name.label)).toHaveValue(storyValues.name);
    await expect(canvas.getByLabelText(labels.email.label)).toHaveValue(storyValues.email);
    await expect(canvas.getByLabelText(labels.phone.label)).toHaveValue(storyValues.phone);
    await expect(canvas.getByLabelText(labels.postcode.label)).toHaveValue(storyValues.postcode);
    await expect(canvas.getByLabelText(labels.message.label)).toHaveValue(storyValues.message);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/**
 * Errors: a refused plain post comes back with its draft: each message on its field and in the
 * summary, which takes focus; its links lead to the fields.
 */
export const Errors: Story = {
  args: { values: { ...storyValues, name: '', email: 'sam@', postcode: 'LS1', consent: '' }, errors: storyErrors },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByText(leadMessages.summary)).toBeVisible();
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#lead-name', '#lead-email', '#lead-postcode', '#lead-consent']);
    const email = canvas.getByLabelText(labels.email.label);
    await expect(email).toHaveValue('sam@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(leadMessages.emailInvalid));
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      expect.stringContaining(leadMessages.consent),
    );
    await userEvent.tab();
    await expect(within(summary).getAllByRole('link')[0]).toHaveFocus();
  },
};

/**
 * Sending: the button is busy while the request is out, and a double click makes one request.
 * The fake API never answers, so the story stays in this state.
 */
export const Sending: Story = {
  args: { values: storyValues, send: fn(pendingSender) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: submitName });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await expect(sendMock(args.send)).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(leadFormTexts.sending);
    const [body, key] = sendMock(args.send).mock.calls[0]!;
    await expect(key).toBe(args.idempotencyKey);
    await expect(body).toEqual({
      kind: 'best-price',
      dealerId: storyDealer.id,
      name: storyValues.name,
      email: storyValues.email,
      phone: storyValues.phone,
      postcode: storyValues.postcode,
      message: storyValues.message,
      consent: true,
      dealId: args.about!.dealId,
    });
  },
};

/** Refused by the API (400): its messages on the fields and in the summary, which takes focus; what was typed stays. */
export const RefusedByApi: Story = {
  args: { send: fn(refusedSender) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(labels.name.label), storyValues.name);
    await userEvent.type(canvas.getByLabelText(labels.email.label), 'sam@');
    await userEvent.type(canvas.getByLabelText(labels.postcode.label), 'LS1');
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByLabelText(labels.email.label)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(labels.email.label)).toHaveValue('sam@');
    await expect(canvas.getByLabelText(labels.name.label)).toHaveValue(storyValues.name);
    await expect(canvas.getByLabelText(labels.name.label)).not.toHaveAttribute('aria-invalid');
  },
};

/** Too many requests (429): a message saying so, the fields kept, the button usable again. */
export const RateLimited: Story = {
  args: { values: storyValues, send: fn(rateLimitedSender) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(await canvas.findByText(leadFormTexts.rateLimited)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(leadFormTexts.rateLimited);
    await expect(canvas.getByLabelText(labels.email.label)).toHaveValue(storyValues.email);
    await expect(canvas.getByRole('button', { name: submitName })).not.toHaveAttribute('aria-busy');
  },
};

/**
 * No answer (offline): a message that keeps everything typed. Sending again reuses the same key,
 * so the API answers one lead however many tries it took.
 */
export const NetworkError: Story = {
  args: { send: fn(offlineSender), idempotencyKey: '' },
  play: async ({ canvas, args }) => {
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(await canvas.findByText(leadFormTexts.networkError)).toBeVisible();
    await expect(canvas.getByLabelText(labels.name.label)).toHaveValue(storyValues.name);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await waitFor(() => expect(sendMock(args.send)).toHaveBeenCalledTimes(2));
    const [[, first], [, second]] = sendMock(args.send).mock.calls as [[unknown, string], [unknown, string]];
    // A cached page gives no key: the island made one, and kept it for the retry.
    await expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    await expect(second).toBe(first);
  },
};

/** Stored (201): 'Request sent', and the confirmation page opens with the reference. */
export const Success: Story = {
  args: { values: storyValues },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(leadConfirmationHref(storyReference)));
    await expect(canvas.getByRole('status')).toHaveTextContent(leadFormTexts.sent);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A partner offer's form: the consent line names the partner. */
export const PartnerOffer: Story = {
  args: {
    kind: 'gap',
    dealerId: 'partner-gap',
    recipient: 'our GAP insurance partner',
    about: {},
    idempotencyKey: '',
    returnTo: '/get-quotes?kind=gap&dealer=partner-gap',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: leadFormTexts.submit.gap })).toBeVisible();
    await expect(canvas.getByLabelText(labels.consent.label('our GAP insurance partner'))).not.toBeChecked();
    // The island fills in a key of its own as it hydrates, for a plain post as well.
    const key = canvasElement.querySelector<HTMLInputElement>('input[name=idempotencyKey]')!;
    await waitFor(() => expect(key.value).toMatch(/^[0-9a-f-]{32,36}$/));
  },
};
