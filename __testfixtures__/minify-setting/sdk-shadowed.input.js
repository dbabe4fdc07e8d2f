// Zone tuning through the SDK, and the test helpers that stand in for it under the same name.
import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

export async function tune(zoneId) {
  await cf.zones.settings.edit('minify', { zone_id: zoneId, value: { css: 'on', html: 'on', js: 'on' } });
  await cf.zones.settings.edit('ssl', { zone_id: zoneId, value: 'strict' });
}

// A recording double declared in the test: its edit is not the API's.
export async function withLocalDouble() {
  const calls = [];
  const cf = { zones: { settings: { edit: async (...args) => calls.push(args) } } };
  await cf.zones.settings.edit('minify', { zone_id: 'z1', value: { css: 'off' } });
  return calls;
}

export async function withLetDouble(edit) {
  let cf = { zones: { settings: { edit } } };
  if (edit) {
    await cf.zones.settings.edit('minify', { zone_id: 'z2', value: { js: 'off' } });
  }
}

// The client handed in by the caller, whatever it is.
export const viaParameter = (cf, zoneId) => cf.zones.settings.edit('minify', { zone_id: zoneId, value: { html: 'off' } });

export function viaDestructured({ cf }, zoneId) {
  return cf.zones.settings.edit('minify', { zone_id: zoneId, value: { css: 'off' } });
}

export async function viaCatch(zoneId) {
  try {
    await tune(zoneId);
  } catch (cf) {
    // the error carries its own retry hook
    await cf.zones.settings.edit('minify', { zone_id: zoneId, value: { js: 'off' } });
  }
}

export class SettingsProbe {
  async check(cf, zoneId) {
    return cf.zones.settings.edit('minify', { zone_id: zoneId, value: { css: 'off' } });
  }
}

export function viaInnerFunction(zoneId) {
  function cf() {}
  cf.zones = { settings: { edit: () => 'stub' } };
  return cf.zones.settings.edit('minify', { zone_id: zoneId, value: { html: 'off' } });
}

export async function retune(zoneId) {
  {
    const cf = { zones: { settings: { edit: () => null } } };
    cf.zones.settings.edit('minify', { zone_id: zoneId, value: {} });
  }
  await cf.zones.settings.edit('minify', { zone_id: zoneId, value: { css: 'off', html: 'off', js: 'off' } });
}
