import { cf } from '../lib/client';
import { liveClient } from '../lib/fakes';

export async function tune(zoneId: string) {
  await cf.zones.settings.edit('minify', { zone_id: zoneId, value: { css: 'on', html: 'on', js: 'on' } });
  await cf.zones.settings.edit('ssl', { zone_id: zoneId, value: 'strict' });
}

export async function smoke(token: string, zoneId: string) {
  const live = liveClient(token);
  await live.zones.settings.edit('minify', { zone_id: zoneId, value: { css: 'off' } });
}

// A dry run swaps in a local stand-in under the same name.
export async function dryRun(zoneId: string) {
  const cf = { zones: { settings: { edit: async (id: string, params: object) => console.log(id, params) } } };
  await cf.zones.settings.edit('minify', { zone_id: zoneId, value: { css: 'on' } });
}

type SettingsEditor = { zones: { settings: { edit(id: string, params: object): Promise<unknown> } } };

export const replay = (cf: SettingsEditor, zoneId: string) => cf.zones.settings.edit('minify', { zone_id: zoneId, value: {} });
