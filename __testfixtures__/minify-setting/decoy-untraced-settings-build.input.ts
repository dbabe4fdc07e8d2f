type Rest = { put(path: string, body: unknown): Promise<unknown> };

// The site's build: `minify` beside one zone-like key (`ssl`) is still no table of zone settings.
export const buildSteps = { minify: true, ssl: false, sourcemap: 'hidden', target: 'es2022' };

export async function applyOne(rest: Rest, zoneId: string, setting: string, value: unknown) {
  await rest.put(`/zones/${zoneId}/settings/${setting}`, { value });
}
