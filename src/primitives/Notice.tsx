import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { vars, type ColorRole } from '#tokens';
import { Heading } from './Heading';
import { Icon, type IconName } from './Icon';
import { Link } from '#src/primitives/Link';
import { Text } from './Text';

/**
 * Notice: a panel that stands in a list's or a page's place with an icon, a text and an optional
 * way on. EmptyState (an empty list) and ContentUnavailable (the content service is down) are its
 * two uses; data-* props pass through so pages and tests can tell them apart.
 */
export type NoticeProps = {
  /** 'info': a grey panel with the info icon; 'danger': a red-bordered panel with the alert icon. */
  tone: NoticeTone;
  /** A heading (h2) over the text; a notice with one is a section. */
  heading?: string;
  /** The text, word for word. */
  text: string;
  /** A way on, e.g. to all reviews or the home page. */
  action?: { text: string; href: string };
  /** Another icon than the tone's (the shortlist's own for its empty list). */
  icon?: IconName;
  /** More after the text, e.g. a list of several ways on. */
  children?: ReactNode;
  /** The panel, for a view that moves focus to it (with tabIndex -1). */
  ref?: Ref<HTMLDivElement>;
  /** -1 lets a script focus the panel (after the last item of a list goes). */
  tabIndex?: -1;
} & { [attribute: `data-${string}`]: string };

export type NoticeTone = 'info' | 'danger';

export function Notice({ tone, heading, text, action, icon, children, ref, tabIndex, ...data }: NoticeProps) {
  const toneIcon = toneIcons[tone];
  return (
    <Panel as={heading ? 'section' : 'div'} data-tone={tone} ref={ref} tabIndex={tabIndex} {...data}>
      <Icon name={icon ?? toneIcon.name} size="md" color={toneIcon.color} />
      <Body>
        {heading ? (
          <Heading level={2} size="small">
            {heading}
          </Heading>
        ) : null}
        <Text>{text}</Text>
        {action ? (
          <ActionLink href={action.href} variant="standalone">
            {action.text}
          </ActionLink>
        ) : null}
        {children}
      </Body>
    </Panel>
  );
}

const toneIcons: Record<NoticeTone, { name: IconName; color: ColorRole }> = {
  info: { name: 'info', color: 'brand' },
  danger: { name: 'alert', color: 'danger' },
};

const Panel = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  align-items: flex-start;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  &[data-tone='danger'] {
    padding: ${vars.space[4]};
    border: 2px solid ${vars.color.danger};
    background: ${vars.color.background};
  }

  & > svg {
    flex: none;
    margin-block-start: 2px;
  }

  /* A script moves focus here (tabIndex -1) when a list empties; the panel is not a control, so no ring. */
  &[tabindex='-1']:focus {
    outline: none;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;
