// What a zone is reset to: this list is all the module hands out.
const BASELINE = [
  { id: 'ssl', value: 'full' },
  { id: 'brotli', value: 'on' },
];

module.exports = BASELINE;
