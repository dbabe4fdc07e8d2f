// Page Rule actions: they travel inside a rule, never to a zone setting of their own.
const CACHE_ACTIONS = [
  { id: 'mirage', value: 'on' },
  { id: 'brotli', value: 'on' },
];

module.exports = { CACHE_ACTIONS };
