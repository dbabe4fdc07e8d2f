import { ENDPOINTS } from '../src/cloudflare';
import { endpointNotice } from './lib/endpoint-notice';

/**
 * The three removed billing endpoints, whatever the method (they only ever had GET): findings name
 * them as GET. The SDK brought the account billing profile back in 7.1, which its finding says.
 */
const removed = (template: string, what: string, sdkMessage?: 'removedBackInSdk7') =>
  ({ template, named: `GET ${template}`, data: { what }, message: 'removed', sdkMessage }) as const;

const REMOVED = `billing API removed 2023-06-06, no replacement: delete this call and what uses its result
{{call}} ({{what}}) no longer answers. Billing information is only in the dashboard (Manage Account > Billing); \
to check that an account is paid, read the zone plan (GET ${ENDPOINTS.zone}, result.plan).` as const;

const messages = {
  removed: REMOVED,
  removedBackInSdk7: `${REMOVED}
The cloudflare package has account billing profiles again from 7.1 (billing.profiles): on 7.1 or newer, \
if this call answers, waive this finding (cf-codemod-ignore).`,
} as const;

export default endpointNotice({
  id: 'billing-endpoints',
  eol: '2023-06-06',
  title: 'Billing endpoints removed, no API replacement',
  replacement: 'none: billing information is in the dashboard',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [ENDPOINTS.accountBillingProfile, ENDPOINTS.userBillingProfile, ENDPOINTS.userBillingHistory].map((template) => ({ template })),
  triggers: ['billing'],
  example: 'fetch-profile',
  explain: `The billing endpoints were removed on 2023-06-06 and have no API replacement: billing information
is viewed by logging in to the dashboard (Manage Account > Billing).
Reports, without changing: every Cloudflare API call to GET /accounts/:account_id/billing/profile,
GET /user/billing/profile and GET /user/billing/history (query strings such as ?page= included): raw
calls (fetch, axios, got, ky, undici, https.request, instances with the API base URL, in-file and
configured wrappers) and SDK calls (client.billing.profiles.get, client.user.billing.profile.get,
client.user.billing.history.list). What to do: remove the call and whatever depends on its result
(invoice lists, payment-method checks, "billing overview" pages); if the code only checked that an
account is paid, read the zone's plan instead (GET /zones/:zone_id, result.plan).
The cloudflare package brought account billing profiles back in 7.1 (client.billing.profiles); the
finding on an SDK call says so: on 7.1 or newer, if the call answers, waive it (cf-codemod-ignore).
Leaves alone: every app's own billing routes (an express route '/user/billing/profile', a fetch to your
backend's /user/billing/history, a relative URL), other providers' SDKs (stripe.billing…),
objects not created from the cloudflare package, and calls of a helper whose own request names the
endpoint (billingProfile(accountId)): that request carries the finding.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  routes: [
    removed(ENDPOINTS.accountBillingProfile, 'the account billing profile', 'removedBackInSdk7'),
    removed(ENDPOINTS.userBillingProfile, 'the user billing profile'),
    removed(ENDPOINTS.userBillingHistory, 'the user billing history'),
  ],
});
