'use client';
import { useState } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { textLinkFocus } from '#src/styles/focus';
import type { RibbonConfig, RibbonLink } from '#src/domain/content/types';
import { focusRing } from '#src/styles/focus';
import { mq } from '#src/styles/mq';
import { Icon } from '#src/primitives/Icon';
import { Container } from '#src/primitives/Layout';
import { Link } from '#src/primitives/Link';
import {
  isPlainRibbonLink,
  ribbonContent,
  type DesktopFreeTextRibbon,
  type DesktopRibbon,
  type MobileRibbon,
  type RibbonTone,
} from './ribbonContent';

/**
 * The information ribbon under the header (spec 2.7, 4): shown by default, closed for the rest of
 * the page view by its close button (state only, nothing stored). Both variants are rendered and
 * CSS shows the mobile one on xs and sm and the desktop one from md up, so the server needs no
 * user agent (the ribbon is in the cached layout). Each variant carries its own call to action:
 * the mobile one when mobileCTAOptions is on, the desktop one when ctaOptions is on. What each
 * variant says comes from `ribbonContent`; nothing renders when the config sets no option flag.
 * Links to /used-cars, /car-leasing and http URLs are plain anchors.
 */
export interface InfoRibbonProps {
  /** The ribbon configuration (Content API `ribbon`); its first `site_ribbon` item is used. */
  config: RibbonConfig | null | undefined;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** Accessible name of the close button. */
export const CLOSE_RIBBON_LABEL = 'Close information ribbon';

export function InfoRibbon({ config, className }: InfoRibbonProps) {
  const [closed, setClosed] = useState(false);
  const content = ribbonContent(config);
  if (closed || !content) return null;
  const { mobile, desktop } = content;
  return (
    <Root
      aria-label="Information"
      data-mobile-tone={mobile?.tone}
      data-desktop-tone={desktop?.tone}
      className={className}
    >
      <Row>
        <Message>
          {mobile && <MobileMessage ribbon={mobile} />}
          {desktop && <DesktopMessage ribbon={desktop} />}
        </Message>
        <CloseButton type="button" aria-label={CLOSE_RIBBON_LABEL} onClick={() => setClosed(true)}>
          <Icon name="close" size="sm" />
        </CloseButton>
      </Row>
    </Root>
  );
}

/** A ribbon link: a plain anchor for the paths of spec 2.7, else the Link primitive. */
function RibbonAnchor({ link }: { link: RibbonLink }) {
  if (isPlainRibbonLink(link.url)) {
    return (
      <a href={link.url} data-ribbon-link="plain">
        {link.title}
      </a>
    );
  }
  return (
    <Link href={link.url} data-ribbon-link="routed">
      {link.title}
    </Link>
  );
}

function ToneIcon({ tone }: { tone: RibbonTone }) {
  return <Icon name={tone === 'alert' ? 'alert' : 'info'} size="sm" />;
}

/** A free text, linked when it has a URL, then its call to action in bold when there is one. */
function FreeTextCopy({ ribbon }: { ribbon: MobileRibbon | DesktopFreeTextRibbon }) {
  return (
    <Copy>
      {ribbon.url ? <RibbonAnchor link={{ url: ribbon.url, title: ribbon.text }} /> : ribbon.text}
      {ribbon.cta && (
        <>
          {' '}
          <Strong data-ribbon-cta="">
            <RibbonAnchor link={ribbon.cta} />
          </Strong>
        </>
      )}
    </Copy>
  );
}

function MobileMessage({ ribbon }: { ribbon: MobileRibbon }) {
  return (
    <MobileOnly data-variant="mobile">
      <ToneIcon tone={ribbon.tone} />
      <FreeTextCopy ribbon={ribbon} />
    </MobileOnly>
  );
}

function DesktopMessage({ ribbon }: { ribbon: DesktopRibbon }) {
  return (
    <DesktopOnly data-variant={ribbon.kind}>
      <ToneIcon tone={ribbon.tone} />
      {ribbon.kind === 'freeText' ? (
        <FreeTextCopy ribbon={ribbon} />
      ) : (
        <>
          {ribbon.teaser && (
            <Strong as="p">
              <RibbonAnchor link={ribbon.teaser} />
            </Strong>
          )}
          {ribbon.links.length > 0 && (
            <LinkList>
              {ribbon.links.map((link) => (
                <li key={`${link.url} ${link.title}`}>
                  <RibbonAnchor link={link} />
                </li>
              ))}
            </LinkList>
          )}
        </>
      )}
    </DesktopOnly>
  );
}

const alertStyle = `background: ${vars.color.alertBackground}; color: ${vars.color.alertText};`;

const Root = styled.section`
  background: ${vars.color.infoBackground};
  color: ${vars.color.infoText};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  ${mq.until.md} {
    &[data-mobile-tone='alert'] {
      ${alertStyle}
    }
    &:not([data-mobile-tone]) {
      display: none;
    }
  }
  ${mq.from.md} {
    &[data-desktop-tone='alert'] {
      ${alertStyle}
    }
    &:not([data-desktop-tone]) {
      display: none;
    }
  }

  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.15em;
    border-radius: ${vars.radius.sm};
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  a:focus-visible {
    ${textLinkFocus}
  }
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[2]};
`;

const Message = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const MobileOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};

  ${mq.from.md} {
    display: none;
  }
`;

const DesktopOnly = styled.div`
  display: none;
  align-items: center;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[4]};

  ${mq.from.md} {
    display: flex;
  }
`;

const Copy = styled.p`
  margin: 0;
`;

const Strong = styled.span`
  margin: 0;
  font-weight: ${vars.weight.bold};
`;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    box-shadow: inset 0 0 0 2px currentColor;
  }
  &:focus-visible {
    ${focusRing}
  }
`;
