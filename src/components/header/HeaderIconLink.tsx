import styled from 'styled-components';
import { vars } from '#tokens';
import { focusRing } from '#src/styles/focus';
import { Icon, type IconName } from '#src/primitives/Icon';
import { Link } from '#src/primitives/Link';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { headerIconButtonLayout } from './headerIconButton';

/**
 * One icon link of the header's action group (spec 2.3): the Compare and shortlist icons, an icon
 * over a short visible label on the brand band, with an optional count badge (the shortlist size).
 * The label is real text, so the link's accessible name is what a sighted user reads. No hooks:
 * it renders on the server.
 */
export interface HeaderIconLinkProps {
  /** Where the link goes. */
  href: string;
  /** The icon from the set. */
  icon: IconName;
  /** The visible label under the icon, which is also the start of the accessible name. */
  label: string;
  /** A number shown in a badge on the icon (e.g. the shortlist size); no badge when omitted. */
  count?: number;
  /** How the count is read out after the label, e.g. (n) => `${n} cars`; the bare number by default. */
  countText?: (count: number) => string;
  /** Test hook, rendered as `data-cy`. */
  dataCy?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

export function HeaderIconLink({
  href,
  icon,
  label,
  count,
  countText = String,
  dataCy,
  className,
}: HeaderIconLinkProps) {
  return (
    <StyledLink href={href} variant="unstyled" data-cy={dataCy} className={className}>
      <IconBox>
        <Icon name={icon} size="md" />
        {count !== undefined && (
          <Badge aria-hidden="true" data-header-count data-empty={count === 0 ? '' : undefined}>
            {count > 99 ? '99+' : count}
          </Badge>
        )}
      </IconBox>
      <Label>{label}</Label>
      {/* The badge is hidden from assistive technology; the name reads 'Shortlist (3 cars)'. */}
      {count !== undefined && <VisuallyHidden>{` (${countText(count)})`}</VisuallyHidden>}
    </StyledLink>
  );
}

const StyledLink = styled(Link)`
  ${headerIconButtonLayout}
  color: ${vars.color.textInverse};

  &:hover {
    background: ${vars.color.brandHover};
  }
  &:focus-visible {
    ${focusRing}
    background: ${vars.color.brandHover};
    color: ${vars.color.textInverse};
  }
`;

const IconBox = styled.span`
  position: relative;
  display: inline-flex;
`;

const Badge = styled.span`
  position: absolute;
  top: -6px;
  left: 14px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.action};
  color: ${vars.color.textInverse};
  font-size: ${vars.text.xs.size};
  line-height: 18px;
  font-weight: ${vars.weight.bold};
  text-align: center;

  /* An empty shortlist is shown as 0 without the call-to-action colour. */
  &[data-empty] {
    background: ${vars.color.brandHover};
    box-shadow: inset 0 0 0 1px ${vars.color.textInverse};
  }
`;

const Label = styled.span`
  font-size: ${vars.text.xs.size};
  line-height: ${vars.text.xs.line};
  font-weight: ${vars.weight.bold};
  white-space: nowrap;
`;
