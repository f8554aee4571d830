import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField } from '#src/primitives/TextAreaField';

describe('TextAreaField', () => {
  it('ties the label to the textarea and describes it with the hint, then the error', () => {
    render(<TextAreaField id="message" label="Message" hint="Up to 1,000 characters" error="Too long" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('id', 'message');
    expect(textarea).toHaveAttribute('aria-describedby', 'message-hint message-error');
    expect(textarea).toHaveAccessibleDescription('Up to 1,000 characters Too long');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAttribute('data-size', 'md');
  });

  it('is five rows by default, keeps new lines and passes name, maxLength and the ref', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    render(<TextAreaField label="Message" name="message" maxLength={50} ref={ref} onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(ref.current).toBe(textarea);
    expect(textarea).toHaveAttribute('rows', '5');
    expect(textarea).toHaveAttribute('name', 'message');
    expect(textarea).toHaveAttribute('maxlength', '50');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    await userEvent.type(textarea, 'One{Enter}Two');
    expect(textarea).toHaveValue('One\nTwo');
    expect(onChange).toHaveBeenCalledTimes(7);
  });

  it('shows a default value, and is required or disabled when asked', () => {
    const { rerender } = render(<TextAreaField label="Message" defaultValue="Hello" required />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveValue('Hello');
    expect(textarea).toBeRequired();
    rerender(<TextAreaField label="Message" defaultValue="Hello" disabled />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });
});
