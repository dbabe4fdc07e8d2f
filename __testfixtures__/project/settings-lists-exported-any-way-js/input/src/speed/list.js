// Exported by name on `exports`, one name at a time.
const WARM = [
  { id: 'minify', value: { css: 'on', html: 'on', js: 'on' } },
  { id: 'http3', value: 'on' },
];

exports.WARM = WARM;
