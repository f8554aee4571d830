import { sitePaths } from '#src/domain/routes';
import { AccountPage, accountPageMetadata } from '../_account/accountPage';

export const metadata = accountPageMetadata(sitePaths.myAccount);

export default function MyAccountPage() {
  return <AccountPage path={sitePaths.myAccount} />;
}
