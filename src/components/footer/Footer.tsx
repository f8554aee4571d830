import styled, { css } from 'styled-components';
import { layout, vars } from '#tokens';
import { PRODUCT_NAME } from '#src/lib/constants';
import { now } from '#src/lib/clock';
import { mq } from '#src/styles/mq';
import { LazyAccordion } from '#src/primitives/LazyAccordion';
import { Heading } from '#src/primitives/Heading';
import { Icon } from '#src/primitives/Icon';
import { Container } from '#src/primitives/Layout';
import { Link } from '#src/primitives/Link';
import { Text } from '#src/primitives/Text';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { telHref, visibleDealerPhone } from './dealerPhone';
import {
  badgeLinks,
  footerSections,
  parentCompanyNote,
  socialLinks,
  subscribeLinks,
  type FooterLink,
} from './footerLinks';
import { ImpactReportLogo } from './ImpactReportLogo';
import { PressRegulatorLogo } from './PressRegulatorLogo';

/**
 * The site footer (spec 2.6) on the brand band: the link sections Quick search, Tools & services,
 * Legal bits and Information (an accordion with one section open at a time on xs, columns from
 * sm up; both are rendered and CSS shows one, so only one is ever exposed to assistive
 * technology), the newsletter and magazine links, three social networks, the optional 'Call the
 * dealer team' line, the press-regulator and impact-report badges and the parent-company note with
 * the current year. External links open in a new tab. No hooks: it renders on the server, with
 * the accordion as its client island (LazyAccordion: its code loads when the footer comes near).
 */
export interface FooterProps {
  /** Whether the 'Call the dealer team' line is enabled (SHOW_DEALER_PHONE); it also needs `dealerPhone`. */
  showDealerPhone?: boolean;
  /** The dealer team's phone number as displayed (DEALER_PHONE); the line is absent without it. */
  dealerPhone?: string | undefined;
  /** Extra class for layout by the parent. */
  className?: string;
}

export function Footer({ showDealerPhone = false, dealerPhone, className }: FooterProps) {
  const phone = visibleDealerPhone(showDealerPhone, dealerPhone);
  // One element per section, shown by both layouts: the page payload then carries each list once
  // and the second layout refers to it (React serialises a repeated element as a reference).
  const lists = footerSections.map((section) => <LinkList links={section.links} />);
  return (
    <Band className={className}>
      <Container>
        <nav aria-label="Footer">
          <AccordionLayout data-footer-layout="accordion">
            <LazyAccordion
              appearance="inverse"
              iconColor="textInverse"
              headingLevel={2}
              items={footerSections.map((section, index) => ({
                id: section.id,
                title: section.title,
                content: lists[index],
              }))}
            />
          </AccordionLayout>
          <ColumnsLayout data-footer-layout="columns">
            {footerSections.map((section, index) => (
              <div key={section.id}>
                <Heading level={2} size="tiny" tone="inverse">
                  {section.title}
                </Heading>
                {lists[index]}
              </div>
            ))}
          </ColumnsLayout>
        </nav>

        <Extras>
          <div>
            <Heading level={2} size="tiny" tone="inverse">
              Stay up to date
            </Heading>
            <LinkList links={subscribeLinks} />
          </div>
          <div>
            <Heading level={2} size="tiny" tone="inverse">
              Follow us
            </Heading>
            <SocialList>
              {socialLinks.map((social) => (
                <li key={social.icon}>
                  <Link href={social.href} variant="inverse" data-social={social.icon}>
                    <Icon name={social.icon} size="md" />
                    <VisuallyHidden>{`${PRODUCT_NAME} on ${social.network}`}</VisuallyHidden>
                  </Link>
                </li>
              ))}
            </SocialList>
          </div>
        </Extras>

        {phone && (
          <DealerLine tone="inverse" weight="bold" data-dealer-phone>
            <Icon name="phone" size="sm" />
            <span>
              Call the dealer team on{' '}
              <Link href={telHref(phone)} newTab={false} variant="inverse">
                {phone}
              </Link>
            </span>
          </DealerLine>
        )}

        <Bottom>
          <Badges>
            {badges.map(({ href, label, Logo }) => (
              <li key={href}>
                <Link href={href} variant="unstyled">
                  <Logo title={label} />
                </Link>
              </li>
            ))}
          </Badges>
          <Text size="sm" tone="inverse" data-parent-company>
            {parentCompanyNote(now().getFullYear())}
          </Text>
        </Bottom>
      </Container>
    </Band>
  );
}

/** The badge logos and where they link. */
const badges = [
  { ...badgeLinks.pressRegulator, Logo: PressRegulatorLogo },
  { ...badgeLinks.impactReport, Logo: ImpactReportLogo },
];

/** A list of footer links; external ones open in a new tab (the Link primitive's rule). */
function LinkList({ links }: { links: readonly FooterLink[] }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} variant="inverse">
            {link.text}
          </Link>
        </li>
      ))}
    </List>
  );
}

const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Band = styled.footer`
  background: ${vars.color.brand};
  color: ${vars.color.textInverse};
  padding-block: ${vars.space[6]} ${vars.space[5]};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
`;

/** xs only: full-bleed accordion rows. */
const AccordionLayout = styled.div`
  margin-inline: -${layout.gutter.xs}px;

  ${mq.from.sm} {
    display: none;
  }
`;

/** From sm up: two columns, four from md. */
const ColumnsLayout = styled.div`
  display: none;

  ${mq.from.sm} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[6]} ${vars.space[5]};
  }
  ${mq.from.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  h2 {
    margin-bottom: ${vars.space[3]};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  ${listReset}

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
  a > svg {
    margin-inline-start: ${vars.space[2]};
  }
`;

const Extras = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[5]} ${vars.space[8]};
  margin-top: ${vars.space[6]};

  /* On xs the accordion's last row already draws the rule above. */
  ${mq.from.sm} {
    padding-top: ${vars.space[5]};
    border-top: 1px solid ${vars.color.brandHover};
  }

  h2 {
    margin-bottom: ${vars.space[2]};
  }
`;

const SocialList = styled.ul`
  display: flex;
  gap: ${vars.space[3]};
  ${listReset}

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 2px solid currentColor;
    border-radius: ${vars.radius.round};
  }
  a > svg {
    margin: 0;
  }
  a:hover {
    background: ${vars.color.brandHover};
  }
`;

const DealerLine = styled(Text)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[5]};
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[5]};
  border-top: 1px solid ${vars.color.brandHover};

  ${mq.from.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  ${listReset}

  a {
    display: inline-flex;
    color: ${vars.color.textInverse};
  }
  a > svg {
    margin: 0;
  }
`;
