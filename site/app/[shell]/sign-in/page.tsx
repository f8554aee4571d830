import { sitePaths } from '#src/domain/routes';
import { AccountPage, accountPageMetadata } from '../_account/accountPage';

export const metadata = accountPageMetadata(sitePaths.signIn);

export default function SignInPage() {
  return <AccountPage path={sitePaths.signIn} />;
}
