export const mirrored = [
  { id: 'ssl', label: 'SSL' },
  { id: 'minify', label: 'Minify' },
];
