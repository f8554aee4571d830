/**
 * The header search's styles (HeaderSearch.tsx, HeaderSearchPanel.tsx): the field (the Field
 * family's control box, issue #14) with its icon and close cross, the dimmed overlay below the
 * header, and the results panel.
 */
import styled from 'styled-components';
import { fieldSizes, iconSizes, vars } from '#tokens';
import { Badge } from '#src/primitives/Badge';
import { controlBox } from '#src/primitives/Field.styles';
import { Icon } from '#src/primitives/Icon';
import { visuallyHidden } from '#src/primitives/VisuallyHidden';
import { focusRingInset } from '#src/styles/focus';
import { mq } from '#src/styles/mq';

/**
 * The field's size in the family (give the input `data-size={FIELD_SIZE}`): md is 44 px high, the
 * height the header bar was laid out around, so the bar keeps its height.
 */
export const FIELD_SIZE = 'md' satisfies keyof typeof fieldSizes;
const fieldPaddingInline = fieldSizes[FIELD_SIZE].paddingInline;
/** The search icon sits where the text would start; the text starts after it and a gap. */
export const FIELD_ICON_SIZE = 'sm' satisfies keyof typeof iconSizes;

/**
 * The search input's fixed attributes, shared by HeaderSearch and the plain field LazyHeaderSearch
 * shows until it loads (their server HTML must be the same). Two parts, as the combobox's ARIA
 * attributes sit between them in both.
 */
export const searchInputName = { name: 'search', type: 'search', 'data-size': FIELD_SIZE } as const;
export const searchInputTyping = {
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  enterKeyHint: 'search',
} as const;
const textAfterIcon = `calc(${fieldPaddingInline + iconSizes[FIELD_ICON_SIZE]}px + ${vars.space[2]})`;

export const Root = styled.div`
  position: relative;
  width: 100%;

  &[data-overlay='on'] {
    z-index: ${vars.z.overlay};
  }
`;

/** Fixed over the page below the header; its top is set from the header's bottom edge. */
export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 0;
  background: ${vars.color.overlay};
`;

export const Form = styled.form`
  position: relative;
  z-index: 1;
  margin: 0;
`;

export const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

export const LiveRegion = styled.div`
  ${visuallyHidden}
`;

export const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const FieldIcon = styled(Icon)`
  position: absolute;
  left: ${fieldPaddingInline}px;
  color: ${vars.color.textMuted};
  pointer-events: none;
`;

/**
 * The Field family's control box (border, radius, height, padding, font size, focus ring); only
 * the room for the icon, the close cross and the native search decorations are the header's own.
 * `&&` outranks the box's size rule, which sets both inline paddings.
 */
export const Input = styled.input`
  ${controlBox}
  min-width: 0;
  appearance: none;

  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
    display: none;
  }
  && {
    padding-inline-start: ${textAfterIcon};
  }
  &&[data-overlay='on'] {
    padding-inline-end: 48px;
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  right: ${vars.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface};
  }
  &:focus-visible {
    ${focusRingInset}
  }
`;

export const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space[2]});
  left: 0;
  right: 0;
  max-height: min(70vh, 560px);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${vars.color.background};
  color: ${vars.color.text};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.overlay};
`;

export const Message = styled.p`
  margin: 0;
  padding: ${vars.space[4]};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};

  &[data-message='loading'] {
    color: ${vars.color.textMuted};
  }
  &[data-message='error'] {
    color: ${vars.color.danger};
  }
`;

export const Listbox = styled.ul`
  margin: 0;
  padding: ${vars.space[2]} 0;
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 48px;
  padding: ${vars.space[2]} ${vars.space[4]};
  cursor: pointer;
  box-shadow: inset 0 0 0 transparent;

  &:hover {
    background: ${vars.color.surface};
  }
  &[data-active] {
    background: ${vars.color.brandTint};
    box-shadow: inset 4px 0 0 ${vars.color.brand};
  }
`;

export const Thumb = styled.span`
  flex: none;
  width: 72px;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  ${mq.from.md} {
    width: 84px;
  }
`;

export const OptionText = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const OptionTitle = styled.span`
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
  overflow-wrap: anywhere;
`;

export const Categories = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
  text-transform: uppercase;
  letter-spacing: 0.04em;

  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The separator trails its label, so a wrapped line never starts with one. */
  span:not(:last-child)::after {
    content: '·';
    margin-left: ${vars.space[2]};
  }
`;

export const PromotedBadge = styled(Badge)`
  align-self: flex-start;
`;

export const AllResults = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: 44px;
  padding: ${vars.space[2]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.link};
  font-weight: ${vars.weight.bold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRingInset}
  }
`;
