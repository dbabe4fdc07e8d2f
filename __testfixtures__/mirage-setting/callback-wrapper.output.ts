// Speed presets for image-heavy zones, sent through a helper that answers by callback.
const CLOUDFLARE = 'https://api.cloudflare.com/client/v4';

type Done = (err: Error | null) => void;

function patchSetting(zone: string, id: string, value: string, token: string, done: Done): void {
  fetch(`${CLOUDFLARE}/zones/${zone}/settings/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value }) })
    .then(() => done(null))
    .catch(done);
}

export function mirageOn(zone: string, token: string, done: Done): void {
  // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): delete this call (kept: its callback would never run: delete the call and call what the callback does yourself)
  patchSetting(zone, 'mirage', 'on', token, (err) => {
    if (err) return done(err);
    done(null);
  });
}

export async function mirageOff(zone: string, token: string): Promise<void> {}
