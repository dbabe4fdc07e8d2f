// Exported by name on `exports`, one name at a time.
// cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
const WARM = [
  { id: 'minify', value: { css: 'on', html: 'on', js: 'on' } },
  { id: 'http3', value: 'on' },
];

exports.WARM = WARM;
