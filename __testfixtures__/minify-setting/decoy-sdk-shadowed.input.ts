// Unit tests of the zone tuning module: the SDK client is replaced by doubles that share its name.
import Cloudflare from 'cloudflare';
import { cf } from './fakes/cloudflare';

interface SettingsApi {
  zones: { settings: { edit(id: string, params: { zone_id: string; value: unknown }): Promise<unknown> } };
}

export function liveZones(token: string) {
  const cf = new Cloudflare({ apiToken: token });
  return cf.zones.list();
}

test('minify can be switched off', async () => {
  await cf.zones.settings.edit('minify', { zone_id: 'zone-a', value: { css: 'off' } });
  expect(cf.calls).toHaveLength(1);
});

export const editWith = (cf: SettingsApi, zone: string) => cf.zones.settings.edit('minify', { zone_id: zone, value: {} });

export class Harness {
  constructor(private readonly api: SettingsApi) {}

  replay(cf: SettingsApi = this.api) {
    return cf.zones.settings.edit('minify', { zone_id: 'zone-b', value: { html: 'on' } });
  }
}

export async function recover(zone: string) {
  try {
    await liveZones('token');
  } catch (cf: any) {
    await cf.zones.settings.edit('minify', { zone_id: zone, value: { js: 'off' } });
  }
}

export class LiveZones {
  private cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

  names() {
    return this.cf.zones.list();
  }
}

export class RecordingZones {
  readonly edits: unknown[] = [];
  private cf = { zones: { settings: { edit: async (id: string, params: object) => this.edits.push([id, params]) } } };

  async tune(zone: string) {
    await this.cf.zones.settings.edit('minify', { zone_id: zone, value: { css: 'on' } });
  }
}
