// The same shape of client for another DNS provider: its records are not Cloudflare's.
export class VendorDns {
  async send(path: string, init: RequestInit = {}) {
    return fetch(`https://dns.example.net/v1${path}`, init);
  }

  async patchRecord(zoneId: string, recordId: string, patch: { type?: string; content?: string }) {
    return this.send(`/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH', body: JSON.stringify(patch) });
  }
}
