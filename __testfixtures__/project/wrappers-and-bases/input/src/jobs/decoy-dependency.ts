// A wrapper from a dependency is never followed, whatever its name: nothing is rewritten. The project is
// anchored on Cloudflare, so the path spelled out here is reported (the second tier).
import { cfRequest } from 'cloudflare-helpers';

export const tunnels = (accountId: string) => cfRequest(`/accounts/${accountId}/tunnels`);
