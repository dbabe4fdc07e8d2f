// A settings client in callback style.
const V4 = 'https://api.cloudflare.com/client/v4';

export class ZoneSettings {
  constructor(private readonly token: string) {}

  private send(path: string, value: unknown, cb: (failed?: Error) => void): void {
    fetch(`${V4}${path}`, { method: 'PATCH', headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify({ value }) })
      .then(() => cb(), (failed) => cb(failed));
  }

  privacyPassOff(zone: string, cb: (failed?: Error) => void): void {
    // cf-codemod(privacy-pass-setting): the privacy_pass setting was removed (2024-03-31): delete this call (kept: its callback would never run: delete the call and call cb() yourself)
    this.send(`/zones/${zone}/settings/privacy_pass`, 'off', (failed) => cb(failed));
  }
}

export async function privacyPassOffNow(zone: string, token: string): Promise<void> {}
