import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { buttonSizes, buttonSizeNames, vars, type ButtonSize, type ButtonType } from '#tokens';
import { focusRing } from '../styles/focus';
import { Icon, type IconName } from './Icon';
import { Link } from '#src/primitives/Link';
import { VisuallyHidden } from './VisuallyHidden';

/** Button: every size x type of spec 9, as a button or (with href) as a link that looks like one. */
export interface ButtonProps {
  /** The label. */
  children: ReactNode;
  /** Visual type (spec 9). */
  variant?: ButtonType;
  /** Size (spec 9); every size keeps a target of at least 24x24 px. */
  size?: ButtonSize;
  /** Renders a link (following the routing rule of spec 2.9) instead of a button. */
  href?: string;
  /** Button type when it is a button. */
  type?: ButtonHTMLAttributes<HTMLButtonElement>['type'];
  /** Shows a spinner, announces busy and blocks clicks. */
  loading?: boolean;
  /** Disabled: not clickable; a link loses its href. */
  disabled?: boolean;
  /** An icon from the set, before or after the label. */
  icon?: IconName;
  /** Where the icon sits. */
  iconPosition?: 'start' | 'end';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Click handler (buttons and links). */
  onClick?: MouseEventHandler<HTMLElement>;
  /** Accessible name when the visible label is not enough (e.g. icon-only). */
  'aria-label'?: string;
  /** Whether the control it toggles is expanded (dropdownLink, menus). */
  'aria-expanded'?: boolean;
  /** Id of the controlled element. */
  'aria-controls'?: string;
  /** Test hook used by end-to-end tests (dataCy of the spec's navigation links). */
  'data-cy'?: string;
  /** Extra class for the parent. */
  className?: string;
  /** Form the button submits. */
  form?: string;
  /** Name of the button in a form submission. */
  name?: string;
  /** Value of the button in a form submission. */
  value?: string;
}

export function Button({
  children,
  variant = 'primary',
  size = 'large',
  href,
  type = 'button',
  loading = false,
  disabled = false,
  icon,
  iconPosition = 'start',
  fullWidth = false,
  onClick,
  ...rest
}: ButtonProps) {
  const iconSize = buttonSizes[size].iconSize;
  const content = (
    <>
      {loading ? (
        <Spinner data-spinner aria-hidden="true">
          <Icon name="spinner" size={iconSize} />
        </Spinner>
      ) : (
        icon && iconPosition === 'start' && <Icon name={icon} size={iconSize} />
      )}
      <span>{children}</span>
      {!loading && icon && iconPosition === 'end' && <Icon name={icon} size={iconSize} />}
      {variant === 'dropdownLink' && <Icon name="chevronDown" size={iconSize} />}
      {loading && <VisuallyHidden>Loading</VisuallyHidden>}
    </>
  );
  const common = {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
    'aria-busy': loading || undefined,
    ...rest,
  };
  if (href !== undefined) {
    if (disabled || loading) {
      // A disabled link has no href: it cannot be followed, and says so to assistive technology.
      return (
        <StyledButton as="a" role="link" aria-disabled="true" {...common}>
          {content}
        </StyledButton>
      );
    }
    return (
      <StyledButton as={Link} variant="unstyled" href={href} onClick={onClick} {...common}>
        {content}
      </StyledButton>
    );
  }
  return (
    <StyledButton
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...common}
    >
      {content}
    </StyledButton>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  display: inline-flex;
  animation: ${spin} 0.8s linear infinite;
`;

const sizeRules = buttonSizeNames
  .map((size) => {
    const { height, paddingInline, fontSize } = buttonSizes[size];
    return `&[data-size='${size}'] { min-height: ${height}px; min-width: ${height}px; padding-inline: ${paddingInline}px; font-size: ${fontSize}px; }`;
  })
  .join('\n');

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  box-sizing: border-box;
  border: 2px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: ${vars.font.body};
  font-weight: ${vars.weight.bold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${vars.duration.fast} ${vars.easing.standard};
  ${sizeRules}

  &[data-full-width] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${vars.color.action};
    color: ${vars.color.textInverse};
  }
  &[data-variant='primary']:hover {
    background: ${vars.color.actionHover};
  }

  &[data-variant='secondary'] {
    background: ${vars.color.background};
    color: ${vars.color.brand};
    border-color: ${vars.color.brand};
  }
  &[data-variant='secondary']:hover {
    background: ${vars.color.brandTint};
  }

  &[data-variant='transparent'] {
    background: transparent;
    color: inherit;
  }
  &[data-variant='transparent']:hover {
    text-decoration: underline;
  }

  &[data-variant='moreInfo'] {
    background: ${vars.color.brand};
    color: ${vars.color.textInverse};
  }
  &[data-variant='moreInfo']:hover {
    background: ${vars.color.brandHover};
  }

  &[data-variant='dropdownLink'] {
    background: transparent;
    color: inherit;
    justify-content: space-between;
    font-weight: ${vars.weight.regular};
  }
  &[data-variant='dropdownLink'][aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
