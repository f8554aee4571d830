import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { mq } from '#src/styles/mq';

/**
 * SummaryLayout: the top of a car's page (a derivative, a used car for sale): its picture beside a
 * bordered panel of price, facts and actions, three fifths to two from md, the panel below the
 * picture on smaller screens.
 */
export interface SummaryLayoutProps {
  /** The picture, an Image with the reviewHero preset. */
  picture: ReactNode;
  /** The panel's content, top to bottom. */
  children: ReactNode;
}

export function SummaryLayout({ picture, children }: SummaryLayoutProps) {
  return (
    <Layout>
      <Picture>{picture}</Picture>
      <Panel>{children}</Panel>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[5]};

  ${mq.from.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
`;
