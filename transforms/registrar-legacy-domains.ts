import { ENDPOINTS as E } from '../src/cloudflare';
import { endpointNotice } from './lib/endpoint-notice';

const SEARCH = `GET ${E.registrarDomainSearch}, POST ${E.registrarDomainCheck}`;
const REGISTRATIONS = `GET ${E.registrarRegistrations}`;

export default endpointNotice({
  id: 'registrar-legacy-domains',
  eol: '2026-09-27',
  source: 'later',
  title: 'Legacy Registrar domain endpoints → Registrar API (domain-search, registrations)',
  replacement: '/accounts/:account_id/registrar/domain-search, /domain-check, /registrations',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: E.registrarDomains }],
  triggers: ['registrar'],
  example: 'fetch-domains',
  explain: `The legacy Registrar domain management endpoints reached their end of life on 2026-09-27:
GET /accounts/:account_id/registrar/domains (list), GET and PUT /accounts/:account_id/registrar/domains/:domain_name.
Their replacement is the Registrar API: GET /accounts/:account_id/registrar/domain-search and POST
/accounts/:account_id/registrar/domain-check to look names up, GET and POST
/accounts/:account_id/registrar/registrations for the domains the account holds. The shapes differ, so
the call is reported, not rewritten; the finding names the replacement for a list, a read or an update.
Reports every anchored call: raw clients, instances with the API base URL, in-file and configured
wrappers, and the SDK's registrar.domains.list / get / update (cloudflare 3.x to 7.x).
Leaves alone: other methods on those paths (the legacy API had none), the new Registrar routes, every
app's own /registrar/domains routes, URLs on other hosts, and calls of a helper whose own request names
the endpoint: that request carries the finding.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages: {
    list: `legacy Registrar list ended 2026-09-27: list the account's domains with {{target}}
{{call}} no longer answers. The Registrar API's registrations have another shape: map the fields the code reads by hand.`,
    read: `legacy Registrar domain read ended 2026-09-27: use {{target}}
{{call}} no longer answers. Read the registration (GET ${E.registrarRegistrations}, one entry per domain) or check a name's availability (${SEARCH}); the shapes differ.`,
    update: `legacy Registrar domain update ended 2026-09-27: use {{target}}
{{call}} no longer answers. Settings of a registered domain (auto-renew, locks, privacy) are changed through the Registrar API's registrations; the body's shape differs.`,
  },
  routes: [
    { template: E.registrarDomains, methods: ['GET'], message: 'list', target: REGISTRATIONS },
    { template: E.registrarDomain, methods: ['GET'], message: 'read', target: `${REGISTRATIONS} (or ${SEARCH})` },
    { template: E.registrarDomain, methods: ['PUT'], message: 'update', target: `the Registrar API (${E.registrarRegistrations})` },
  ],
});
