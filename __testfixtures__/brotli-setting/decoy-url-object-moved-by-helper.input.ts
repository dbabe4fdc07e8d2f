const CF_API = 'https://api.cloudflare.com/client/v4';

// Look-alikes: the URL a field holds is moved by a helper (or by a loop over a list of them) before it is sent.
function retarget(target: URL, setting: string): void {
  target.pathname = `/client/v4/zones/${target.pathname.split('/')[3]}/settings/${setting}`;
}

export class Settings {
  private readonly url: URL;

  constructor(zoneId: string) {
    this.url = new URL(`${CF_API}/zones/${zoneId}/settings/brotli`);
  }

  async http3(): Promise<void> {
    retarget(this.url, 'http3');
    await fetch(this.url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  }

  async all(): Promise<void> {
    for (const u of [this.url]) u.pathname = u.pathname.replace('brotli', 'websockets');
    await fetch(this.url.toString(), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  }
}
