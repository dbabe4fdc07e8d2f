// A class of the same shape for another API: its method calls are not Cloudflare's.
class CloudflareClient {
  constructor(private readonly base = 'https://api.example.net') {}
  call(method: string, path: string) {
    return fetch(this.base + path, { method });
  }
}

export function removeTunnel(accountId: string, id: string) {
  return new CloudflareClient().call('DELETE', `/accounts/${accountId}/tunnels/${id}`);
}
