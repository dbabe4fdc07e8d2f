const { retype, refresh } = require('./records');

const [zone, label, kind, value] = process.argv.slice(2);
retype(zone, label, { type: kind.trim().toUpperCase(), name: label, content: value });
refresh(zone, { id: 'r1', name: label, content: value });
