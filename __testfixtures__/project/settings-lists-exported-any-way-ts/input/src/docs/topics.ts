// The help pages the app links to, one per setting it explains: nothing is sent.
const TOPICS = [
  { id: 'mirage', title: 'Why Mirage went away' },
  { id: 'minify', title: 'Minifying in your build' },
];

export default TOPICS;
