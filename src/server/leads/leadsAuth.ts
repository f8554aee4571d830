/**
 * The dealers' credentials for `GET /api/leads?dealer=…` (#16): basic auth with the dealer's id as
 * the user and a password derived from LEADS_API_SECRET, HMAC-SHA256(secret, 'leads:' + dealerId)
 * in base64url. Each dealer so holds a password that opens only its own leads, and the site keeps
 * one secret; the check itself is the back office's (checkAdminCredentials: constant-time compare,
 * 401, then 429 after repeated failures).
 */
import { createHmac } from 'node:crypto';
import { checkAdminCredentials, type AdminVerdict, type AttemptLimiter } from '../search/adminAuth';
import { defaultLeadsAuthLimiter } from './leadRateLimit';

export const leadsAuthRealm = 'Basic realm="leads", charset="UTF-8"';

/** The password of one dealer (what the operator hands the dealer). */
export function dealerLeadsPassword(secret: string, dealerId: string): string {
  return createHmac('sha256', secret).update(`leads:${dealerId}`, 'utf8').digest('base64url');
}

/** The verdict on a dealer's request: 503 without a secret, 429 while blocked, 401 for wrong credentials. */
export function checkDealerCredentials(
  headers: Headers,
  dealerId: string,
  { secret, limiter = defaultLeadsAuthLimiter }: { secret: string | undefined; limiter?: AttemptLimiter },
): Promise<AdminVerdict> {
  return checkAdminCredentials(headers, {
    user: dealerId,
    secret: secret ? dealerLeadsPassword(secret, dealerId) : undefined,
    limiter,
  });
}
