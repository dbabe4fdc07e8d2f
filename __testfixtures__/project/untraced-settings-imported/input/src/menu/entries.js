// The sidebar's pages, one per setting: the app's own screens, nothing is sent.
export const menuEntries = [
  { id: 'ssl', label: 'SSL/TLS' },
  { id: 'minify', label: 'Auto Minify' },
  { id: 'brotli', label: 'Brotli' },
];

export const suggested = { ssl: 'full', polish: 'lossy', minify: { css: 'on' }, brotli: 'on' };
