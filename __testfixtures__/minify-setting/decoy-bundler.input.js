const TerserPlugin = require('terser-webpack-plugin');
const esbuild = require('esbuild');

module.exports = {
  mode: 'production',
  optimization: {
    minimize: true,
    minimizer: [new TerserPlugin({ terserOptions: { compress: true } })],
  },
};

async function bundle() {
  await esbuild.build({ entryPoints: ['src/index.ts'], bundle: true, minify: true, outfile: 'dist/out.js' });
  await fetch('/api/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

module.exports.bundle = bundle;
