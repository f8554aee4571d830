import styled from 'styled-components';
import { vars } from '../../tokens';
import { PRODUCT_NAME } from '../lib/constants';
import { Container, Stack } from '../primitives/Layout';
import { Link } from '../primitives/Link';

/**
 * A minimal header for the site shell: the wordmark home link. The full header (menus, search,
 * login area) replaces it in the site-chrome issue.
 */
export function SiteHeaderPlaceholder() {
  return (
    <Band as="header">
      <Container>
        <Stack direction="row" align="center" justify="between">
          <Wordmark href="/" variant="unstyled" aria-label={`${PRODUCT_NAME} home`}>
            {PRODUCT_NAME}
          </Wordmark>
        </Stack>
      </Container>
    </Band>
  );
}

const Band = styled.div`
  background: ${vars.color.brand};
  color: ${vars.color.textInverse};
  padding-block: ${vars.space[4]};
`;

const Wordmark = styled(Link)`
  font-size: ${vars.text.xl.size};
  line-height: ${vars.text.xl.line};
  font-weight: ${vars.weight.bold};
  letter-spacing: -0.02em;
  color: ${vars.color.textInverse};
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;
