// Another CDN's zone settings, through a static helper on that CDN's own API host.
const API = 'https://api.edgecdn.example/v1';

export class Zones {
  static async setSetting(zone: string, id: string, value: unknown): Promise<Response> {
    return fetch(`${API}/zones/${zone}/settings/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${process.env.EDGE_TOKEN}` },
      body: JSON.stringify({ value }),
    });
  }
}

export async function harden(zone: string): Promise<void> {
  await Zones.setSetting(zone, 'minify', { css: 'on', html: 'on', js: 'on' });
  await Zones.setSetting(zone, 'always_use_https', 'on');
}
