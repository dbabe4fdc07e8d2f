import { defineTransform } from '../src/transform';
import { ENDPOINTS, bodyObject, findApiCalls, matchEndpoint } from '../src/cloudflare';
import { getProperty, stringValue, unwrap } from '../src/ast';

const messages = {
  auditSsh: `Gateway rules with action 'audit_ssh' are refused from 2026-07-15: SSH command logging moves to Access for Infrastructure
(an Access application of type 'infrastructure' for the SSH targets, with an Access policy that turns on command logging); this rule has no Gateway replacement`,
} as const;

export default defineTransform({
  id: 'gateway-audit-ssh',
  eol: '2026-07-15',
  source: 'later',
  kind: 'report',
  title: "Gateway rules: action 'audit_ssh' → SSH with Access for Infrastructure",
  replacement: 'Access for Infrastructure (an infrastructure Access application and policy for the SSH targets)',
  triggers: ['audit_ssh'],
  example: 'fetch-create',
  explain: `Zero Trust Gateway network rules with action 'audit_ssh' (SSH command logging through the Gateway proxy)
are refused from 2026-07-15: POST /accounts/:account_id/gateway/rules and PUT
/accounts/:account_id/gateway/rules/:rule_id reject them. The replacement is not a field swap: SSH
access and command logging move to Access for Infrastructure (targets, an Access application of type
infrastructure, and a policy that logs commands).
Reports each create or update (fetch, axios and instances, got, ky, in-file and configured wrappers,
SDK v3+ client.zeroTrust.gateway.rules.create/update) whose body, an object literal, has
action: 'audit_ssh' written literally, at that property.
Left alone: other actions, rules read or deleted, and bodies built at run time.`,
  links: ['https://developers.cloudflare.com/cloudflare-one/connections/connect-networks/use-cases/ssh/ssh-infrastructure-access/'],
  messages,
  run(ctx) {
    for (const call of findApiCalls(ctx)) {
      const create = call.method === 'POST' && matchEndpoint(call.endpoint, ENDPOINTS.gatewayRules);
      const update = call.method === 'PUT' && matchEndpoint(call.endpoint, ENDPOINTS.gatewayRule);
      if (!create && !update) continue;
      if (call.sdk && !call.sdk.chain.join('.').startsWith('zeroTrust.gateway.rules.')) continue;
      const body = bodyObject(ctx, call);
      const action = body?.type === 'ObjectExpression' ? getProperty(body, 'action') : undefined;
      if (action && action.type !== 'ObjectMethod' && stringValue(unwrap(action.value)) === 'audit_ssh') ctx.report(call.path, 'auditSsh');
    }
  },
});
