import axios from 'axios';

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

type Setting = { id: string; value: unknown };

/** Settings every new zone gets. */
// cf-codemod(brotli-setting): brotli is on for every zone since 2024-08-15: delete this call (kept: this array is used for more than sending the settings)
export const ZONE_DEFAULTS: Setting[] = [
  { id: 'ssl', value: 'full' },
  { id: 'brotli', value: 'on' }, // smaller responses
  { id: 'always_online', value: 'on' },
];

// cf-codemod(brotli-setting): brotli can no longer be turned off (removed 2024-08-15): on Enterprise, use a Compression Rule instead
const LEGACY: Setting[] = [
  { id: 'brotli', value: 'off' },
  { id: 'early_hints', value: 'off' },
];

export async function applyDefaults(zoneId: string): Promise<void> {
  for (const setting of ZONE_DEFAULTS) {
    await cf.patch(`/zones/${zoneId}/settings/${setting.id}`, { value: setting.value });
  }
}

export async function applyLegacy(zoneId: string): Promise<void> {
  await Promise.all(LEGACY.map((s) => cf.patch(`/zones/${zoneId}/settings/${s.id}`, { value: s.value })));
}
