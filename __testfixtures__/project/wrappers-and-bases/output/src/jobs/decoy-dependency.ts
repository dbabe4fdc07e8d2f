// A wrapper from a dependency is never followed, whatever its name: nothing is rewritten. The project is
// anchored on Cloudflare, so the path spelled out here is reported (the second tier).
import { cfRequest } from 'cloudflare-helpers';

// cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: POST (create) must go to /accounts/:account_id/cfd_tunnel; GET (list all tunnels) is live and may stay
export const tunnels = (accountId: string) => cfRequest(`/accounts/${accountId}/tunnels`);
