import { defineTransform } from '../src/transform';
import { ENDPOINTS, addresses, findApiCalls } from '../src/cloudflare';

const E = ENDPOINTS;

/**
 * Each path of the old Organizations API with its methods and its /accounts equivalent. The
 * methods matter: the newer Organizations API reuses the prefix with other methods (say POST
 * /organizations/:id/members), and a call with a method the old API never had is not one of its calls.
 */
const ROUTES: Array<{ template: string; methods: string[]; accounts: string | null; note?: string }> = [
  { template: E.organization, methods: ['GET', 'PATCH'], accounts: E.account, note: `PATCH becomes PUT ${E.account}` },
  { template: E.organizationInvites, methods: ['GET', 'POST'], accounts: E.accountMembers, note: `an invite is a member with status "pending" (list with ?status=pending); POST ${E.accountMembers} {email, roles} sends one` },
  { template: E.organizationInvite, methods: ['GET', 'PATCH', 'DELETE'], accounts: E.accountMember, note: 'a pending member stands for the invite' },
  { template: E.organizationMembers, methods: ['GET'], accounts: E.accountMembers },
  { template: E.organizationMember, methods: ['GET', 'PATCH', 'DELETE'], accounts: E.accountMember, note: 'PATCH becomes PUT' },
  { template: E.organizationRoles, methods: ['GET'], accounts: E.accountRoles },
  { template: E.organizationRole, methods: ['GET'], accounts: E.accountRole },
  { template: E.organizationAuditLogs, methods: ['GET'], accounts: E.accountAuditLogs, note: 'same query parameters (since, before, actor.email, action.type …)' },
  { template: E.organizationRailguns, methods: ['GET', 'POST'], accounts: null },
  { template: E.organizationRailgun, methods: ['GET', 'PATCH', 'DELETE'], accounts: null },
  { template: E.organizationRailgunZones, methods: ['GET'], accounts: null },
];

const USE = 'if this targets the old Organizations API (ended 2020-02-04), use {{target}}';
const CHECK =
  'the organization id is the account id. Do not rename blindly: the newer Organizations API uses the same /organizations prefix; check which API this calls.';

const messages = {
  railgun: `if this targets the old Organizations API (ended 2020-02-04): Railgun has no /accounts equivalent, remove the call
{{old}}: Railgun was discontinued. The newer Organizations API shares the /organizations prefix: check which API this calls.`,
  moved: `${USE}\n{{old}} → {{target}}; ${CHECK}`,
  movedWithNote: `${USE}\n{{old}} → {{target}} ({{note}}); ${CHECK}`,
} as const;

export default defineTransform({
  id: 'organizations-api',
  eol: '2020-02-04',
  kind: 'report',
  title: 'Organizations API (old) → /accounts API',
  replacement: '/accounts/:account_id/... (members, roles, audit_logs)',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  // Each route of the old API only with its methods (the newer API reuses the paths with others); other paths under it, any.
  untraced: [{ template: ENDPOINTS.organization, methodsAt: ROUTES.map(({ template, methods }) => ({ template, methods })) }],
  triggers: ['organizations'],
  example: 'fetch-members',
  explain: `The old Organizations API ended on 2020-02-04; its replacement is the /accounts API, which is backwards
compatible with it: an organization id is an account id.
  /organizations/:id                 → /accounts/:account_id (PATCH becomes PUT)
  /organizations/:id/members[/:id]   → /accounts/:account_id/members[/:member_id] (PATCH becomes PUT)
  /organizations/:id/invites[/:id]   → /accounts/:account_id/members (an invite is a member with status "pending")
  /organizations/:id/roles[/:id]     → /accounts/:account_id/roles[/:role_id]
  /organizations/:id/audit_logs      → /accounts/:account_id/audit_logs
  /organizations/:id/railguns/...    → none (Railgun was discontinued): remove the call
Reports, without changing: anchored Cloudflare API calls (raw clients, instances with the API base URL,
in-file and configured wrappers) to those paths with a method the old API had (GET, and PATCH/POST/
DELETE where it had them; a method written dynamically is reported too). The finding names the
/accounts equivalent.
Never renames: a newer Organizations API uses the same /organizations/:id prefix (including
/organizations/:id/members), so the same URL can be correct, current code. Check which API the code
targets (the shape it sends and reads, the date it was written) before moving it to /accounts.
Leaves alone: calls with methods the old API never had (POST /organizations/:id/members, PUT or
DELETE /organizations/:id belong to the newer API), SDK calls (client.organizations.* is the newer API),
every app's own /organizations routes, URLs on other hosts, and calls of a helper whose own request
names the endpoint (listMembers(orgId)): that request carries the finding.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  run(ctx) {
    for (const call of findApiCalls(ctx)) {
      if (call.sdk) continue; // the SDK's organizations resource is the newer API
      const route = ROUTES.find((r) => addresses(call, r.template));
      if (!route || (call.method !== undefined && !route.methods.includes(call.method))) continue;
      const method = call.method ?? 'GET';
      const old = `${call.method ?? '?'} ${route.template}`;
      if (route.accounts === null) {
        ctx.report(call.path, 'railgun', { old });
        continue;
      }
      const target = method === 'PATCH' ? 'PUT' : method;
      const to = `${target} ${route.accounts}`;
      if (route.note) ctx.report(call.path, 'movedWithNote', { old, target: to, note: route.note });
      else ctx.report(call.path, 'moved', { old, target: to });
    }
  },
});
