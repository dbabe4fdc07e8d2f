// A settings client in callback style.
const V4 = 'https://api.cloudflare.com/client/v4';

export class ZoneSettings {
  constructor(private readonly token: string) {}

  private send(path: string, value: unknown, cb: (failed?: Error) => void): void {
    fetch(`${V4}${path}`, { method: 'PATCH', headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify({ value }) })
      .then(() => cb(), (failed) => cb(failed));
  }

  privacyPassOff(zone: string, cb: (failed?: Error) => void): void {
    this.send(`/zones/${zone}/settings/privacy_pass`, 'off', (failed) => cb(failed));
  }
}

export async function privacyPassOffNow(zone: string, token: string): Promise<void> {
  await fetch(`${V4}/zones/${zone}/settings/privacy_pass`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'off' }) });
}
