// What a zone is reset to: this list is all the module hands out.
// cf-codemod(brotli-setting): /zones/:zone_id/settings/brotli is written here, but its request is not traced to a Cloudflare client: none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
const BASELINE = [
  { id: 'ssl', value: 'full' },
  { id: 'brotli', value: 'on' },
];

module.exports = BASELINE;
