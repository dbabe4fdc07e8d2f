import type { CloudflareApi } from '../api/client';

// The client reaches this module only as a typed parameter.
export function tunnelTools(api: CloudflareApi) {
  return {
    create: (accountId: string, name: string) =>
      api.post(`/accounts/${accountId}/tunnels`, { name, config_src: 'cloudflare' }),
    destroy: async (accountId: string, tunnelId: string) => {
      await api.remove(`/accounts/${accountId}/tunnels/${tunnelId}`);
    },
  };
}
