export interface Preset {
  id: string;
  value: unknown;
}

// What every new zone gets: the module's default export.
// cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
// cf-codemod(mirage-setting): /zones/:zone_id/settings/mirage is written here, but its request is not traced to a Cloudflare client: none: the feature is gone
const PRESETS: Preset[] = [
  { id: 'mirage', value: 'on' },
  { id: 'minify', value: { css: 'on', html: 'off', js: 'on' } },
  { id: 'ssl', value: 'strict' },
];

export default PRESETS;
