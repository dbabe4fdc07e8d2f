// The switches the board flips on a zone, exported as an object of names.
const SWITCHES = [
  { id: 'always_online', label: 'Always Online' },
  { id: 'mirage', label: 'Mirage image loading' },
];

module.exports = { SWITCHES };
