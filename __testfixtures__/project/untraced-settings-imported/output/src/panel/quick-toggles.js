// The toggles the panel shows on a zone's page.
export const quickToggles = [
  { id: 'development_mode', label: 'Development mode' },
  {
    // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
    id: 'minify',
    label: 'Auto Minify',
  },
];
