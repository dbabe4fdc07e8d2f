// Brotli for the static bundle is done at build time, not by Cloudflare.
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');

const settings = [
  { id: 'brotli', value: 'on' },
  { id: 'minify', value: { css: 'on' } },
];

async function applyToOrigin(api) {
  for (const s of settings) {
    await api.patch(`/settings/${s.id}`, { value: s.value });
  }
  await fetch(`https://cdn.example.com/zones/abc/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

module.exports = {
  applyToOrigin,
  plugins: [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ],
};
