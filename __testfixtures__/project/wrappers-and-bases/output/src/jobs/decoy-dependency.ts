// A wrapper from a dependency is never followed, whatever its name: nothing is rewritten. The project is
// anchored on Cloudflare, so the path spelled out here is reported (the second tier).
import { cfRequest } from 'cloudflare-helpers';

// cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/cfd_tunnel[/:tunnel_id[/connections|/configurations]]
export const tunnels = (accountId: string) => cfRequest(`/accounts/${accountId}/tunnels`);
