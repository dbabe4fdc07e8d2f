// A wrapper from a dependency is never followed, whatever its name.
import { cfRequest } from 'cloudflare-helpers';

export const tunnels = (accountId: string) => cfRequest(`/accounts/${accountId}/tunnels`);
