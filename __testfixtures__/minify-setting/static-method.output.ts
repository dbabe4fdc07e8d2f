// Zone settings go through a static helper that builds the settings URL on the API host.
const API = 'https://api.cloudflare.com/client/v4';

export class Zones {
  static async setSetting(zone: string, id: string, value: unknown): Promise<Response> {
    return fetch(`${API}/zones/${zone}/settings/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
      body: JSON.stringify({ value }),
    });
  }
}

export async function harden(zone: string): Promise<void> {
  await Zones.setSetting(zone, 'always_use_https', 'on');
}
