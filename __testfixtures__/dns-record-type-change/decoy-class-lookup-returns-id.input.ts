const API = 'https://api.cloudflare.com/client/v4';

// Keeps one host's A record pointed at the current address.
class HostKeeper {
  private readonly token: string;
  private readonly zone: string;

  constructor(token: string, zone: string) { this.token = token; this.zone = zone; }

  // The id of the host's A record, or null when it has none.
  async recordIdFor(host: string): Promise<string | null> {
    const res = await fetch(`${API}/zones/${this.zone}/dns_records?type=A&name=${host}`, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    const body = (await res.json()) as { result: Array<{ id: string }> };
    return body.result[0]?.id || null;
  }

  // Writes an A record to that id: an A record stays an A record.
  async pointAt(entry: string, host: string, address: string): Promise<void> {
    await fetch(`${API}/zones/${this.zone}/dns_records/${entry}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ type: 'A', name: host, content: address, ttl: 300 }),
    });
  }

  async sync(host: string, address: string): Promise<void> {
    const entry = await this.recordIdFor(host);
    if (entry) await this.pointAt(entry, host, address);
  }
}

const keeper = new HostKeeper(process.env.CF_TOKEN ?? '', process.env.CF_ZONE ?? '');
keeper.sync(process.argv[2], process.argv[3]);
