import { CloudflareClient, cloudflare } from '@acme/cf-client';

export class TunnelService {
  private readonly api: CloudflareClient;

  constructor(token: string) {
    this.api = new CloudflareClient(token);
  }

  create(accountId: string, name: string) {
    return this.api.call('POST', `/accounts/${accountId}/cfd_tunnel`, { name, config_src: 'cloudflare' });
  }
}

export function removeTunnel(accountId: string, id: string) {
  return cloudflare.call('DELETE', `/accounts/${accountId}/cfd_tunnel/${id}`);
}

export function scripts(zoneId: string) {
  const local = new CloudflareClient('t');
  return local.call('GET', `/zones/${zoneId}/page_shield/scripts`);
}
