import styled from 'styled-components';
import { vars } from '#tokens';
import { sitePaths } from '#src/domain/routes';
import { focusRing } from '#src/styles/focus';
import { mq } from '#src/styles/mq';
import { Icon } from '#src/primitives/Icon';
import { Link } from '#src/primitives/Link';
import { visuallyHidden } from '#src/primitives/VisuallyHidden';
import { loggedOut, type UserDisplayState } from './parseUserInfoCookie';

/**
 * The header's login area (spec 2.3, 6): logged in, the user's initial in a circle and their full
 * name, linking to their account (the name is visually hidden below lg, where the header is
 * compact, but stays the link's accessible name); logged out, a Sign in link. Absent when the site
 * is embedded as external (`isUsedExternal`). The name is React text, never markup, and was
 * sanitised by `parseUserInfoCookie`. No hooks: it renders on the server.
 */
export interface LoginAreaProps {
  /** The visitor's display state, parsed from the userInfo cookie; logged out by default. */
  user?: UserDisplayState;
  /** The site is embedded in another site: no login area at all. */
  isUsedExternal?: boolean;
  /** Where a logged-in user's name links (their account). */
  accountHref?: string;
  /** Where Sign in links. */
  signInHref?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** Default account page of a logged-in user. */
export const ACCOUNT_HREF = sitePaths.myAccount;
/** Default sign-in page. */
export const SIGN_IN_HREF = sitePaths.signIn;

export function LoginArea({
  user = loggedOut,
  isUsedExternal = false,
  accountHref = ACCOUNT_HREF,
  signInHref = SIGN_IN_HREF,
  className,
}: LoginAreaProps) {
  if (isUsedExternal) return null;
  if (!user.isUserLoggedIn) {
    return (
      <Area className={className} data-login-state="logged-out">
        <AreaLink href={signInHref} variant="unstyled" data-cy="header-sign-in" data-layout="stacked">
          <Icon name="user" size="md" />
          <SmallLabel>Sign in</SmallLabel>
        </AreaLink>
      </Area>
    );
  }
  return (
    <Area className={className} data-login-state="logged-in">
      <AreaLink href={accountHref} variant="unstyled" data-cy="header-account" data-layout="row">
        <Initial aria-hidden="true">{user.userInitial}</Initial>
        <FullName>{user.userFullName}</FullName>
      </AreaLink>
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  align-items: center;
`;

const AreaLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-width: 44px;
  min-height: 44px;
  padding: ${vars.space[1]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textInverse};

  &[data-layout='stacked'] {
    flex-direction: column;
    gap: 2px;
  }
  &:hover {
    background: ${vars.color.brandHover};
  }
  &:focus-visible {
    ${focusRing}
    background: ${vars.color.brandHover};
    color: ${vars.color.textInverse};
  }
`;

const SmallLabel = styled.span`
  font-size: ${vars.text.xs.size};
  line-height: ${vars.text.xs.line};
  font-weight: ${vars.weight.bold};
  white-space: nowrap;
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  flex: none;
  border-radius: ${vars.radius.round};
  background: ${vars.color.background};
  color: ${vars.color.brand};
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.md.size};
`;

const FullName = styled.span`
  max-width: 16em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.sm.size};

  ${mq.until.lg} {
    ${visuallyHidden}
  }
`;
