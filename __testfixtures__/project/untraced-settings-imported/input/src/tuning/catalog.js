// What the tuner manages, one entry per zone setting, and the profiles it applies.
export const tunables = [
  { id: 'ssl', key: 'ssl', fallback: 'full' },
  { id: 'cache_level', key: 'cacheLevel', fallback: 'basic' },
  {
    id: 'minify',
    key: 'minify',
    fallback: { css: true, html: true, js: false },
    toApi(value) {
      return { css: value.css ? 'on' : 'off', html: value.html ? 'on' : 'off', js: value.js ? 'on' : 'off' };
    },
  },
  {
    id: 'brotli',
    key: 'brotli',
    fallback: true,
    toApi: (value) => (value ? 'on' : 'off'),
  },
];

export const tunablesById = new Map(tunables.map((t) => [t.id, t]));

export const profiles = {
  fast: {
    key: 'fast',
    settings: {
      ssl: 'full',
      cache_level: 'aggressive',
      polish: 'lossy',
      minify: { css: 'on', html: 'on', js: 'on' },
      brotli: 'on',
      http3: 'on',
    },
  },
  careful: {
    key: 'careful',
    settings: { ssl: 'strict', security_level: 'high', browser_check: 'on' },
  },
};

// How the tuner's own assets are bundled: a `minify` key that is no zone setting.
export const assetBuild = { minify: true, sourcemap: true, target: 'es2019', outdir: 'public' };
