export interface Preset {
  id: string;
  value: unknown;
}

// What every new zone gets: the module's default export.
const PRESETS: Preset[] = [
  { id: 'mirage', value: 'on' },
  { id: 'minify', value: { css: 'on', html: 'off', js: 'on' } },
  { id: 'ssl', value: 'strict' },
];

export default PRESETS;
