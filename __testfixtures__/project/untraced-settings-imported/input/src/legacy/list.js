export const legacySettings = [
  { id: 'ssl', value: 'full' },
  { id: 'brotli', value: 'on' },
];
