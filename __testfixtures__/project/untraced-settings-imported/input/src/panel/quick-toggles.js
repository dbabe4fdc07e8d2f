// The toggles the panel shows on a zone's page.
export const quickToggles = [
  { id: 'development_mode', label: 'Development mode' },
  {
    id: 'minify',
    label: 'Auto Minify',
  },
];
