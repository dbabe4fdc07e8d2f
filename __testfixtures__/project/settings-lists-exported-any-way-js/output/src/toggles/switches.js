// The switches the board flips on a zone, exported as an object of names.
// cf-codemod(mirage-setting): /zones/:zone_id/settings/mirage is written here, but its request is not traced to a Cloudflare client: none: the feature is gone
const SWITCHES = [
  { id: 'always_online', label: 'Always Online' },
  { id: 'mirage', label: 'Mirage image loading' },
];

module.exports = { SWITCHES };
