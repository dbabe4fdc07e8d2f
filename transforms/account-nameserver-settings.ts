import { ENDPOINTS as E } from '../src/cloudflare';
import { endpointNotice } from './lib/endpoint-notice';

const FIELDS = ['settings.default_nameservers', 'settings.use_account_custom_ns_by_default'];

export default endpointNotice({
  id: 'account-nameserver-settings',
  eol: '2025-03-14',
  source: 'later',
  title: 'Account nameserver settings → account DNS settings (zone_defaults.nameservers.type)',
  replacement: '/accounts/:account_id/dns_settings, zone_defaults.nameservers.type',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: E.accountCustomNsAvailability, replacement: 'none: every zone is eligible for account custom nameservers now; remove the call' }],
  triggers: ['default_nameservers', 'use_account_custom_ns_by_default', 'custom_ns/availability'],
  example: 'fetch-account',
  explain: `Deprecated, with no end of life given: the transform's date is the deprecation's (2025-03-14).
settings.default_nameservers and settings.use_account_custom_ns_by_default on GET/POST /accounts and
GET/PUT /accounts/:account_id were deprecated on 2025-03-14. Their replacement is the account's DNS
settings (GET/PATCH /accounts/:account_id/dns_settings), field zone_defaults.nameservers.type, one of
cloudflare.standard, cloudflare.standard.random, custom.account, custom.tenant
(use_account_custom_ns_by_default: true is custom.account). GET /accounts/:account_id/custom_ns/availability
was deprecated on 2025-03-23 with no replacement: every zone is eligible for account custom nameservers now.
Reports, without changing: an /accounts call whose body sets one of the two fields (nested settings
objects followed through consts) or whose result the code reads them from (res.json(), axios data,
destructuring, the SDK's result), once per field; and every call to custom_ns/availability. Raw clients,
instances with the API base URL, in-file and configured wrappers, and the SDK's accounts.create / update /
get / list.
Leaves alone: /accounts calls that neither send nor read those fields, other settings fields
(enforce_twofactor, abuse_contact_email), every app's own /accounts routes, URLs on other hosts.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages: {
    field: `account {{field}} deprecated 2025-03-14: use {{target}}
{{call}} sends or reads {{field}}. Set the account's default nameservers with PATCH ${E.accountDnsSettings} { zone_defaults: { nameservers: { type } } } (cloudflare.standard, cloudflare.standard.random, custom.account, custom.tenant) and read them from GET ${E.accountDnsSettings}.`,
    availability: `custom_ns availability deprecated 2025-03-23, no replacement: remove this call
{{call}}: every zone is eligible for account custom nameservers now; treat every zone as available.`,
  },
  routes: [
    { template: E.accounts, methods: ['GET', 'POST'], fields: FIELDS, message: 'field', target: `${E.accountDnsSettings} zone_defaults.nameservers.type` },
    { template: E.account, methods: ['GET', 'PUT'], fields: FIELDS, message: 'field', target: `${E.accountDnsSettings} zone_defaults.nameservers.type` },
    { template: E.accountCustomNsAvailability, methods: ['GET'], message: 'availability' },
  ],
});
