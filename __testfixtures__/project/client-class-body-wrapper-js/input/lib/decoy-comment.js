const { records } = require('./cloudflare');

// Only the comment is edited: no type is ever set.
async function annotate(zone, id, note) {
  const changes = {};
  if (note) changes.comment = note;
  return records.updateRecord(zone, id, changes);
}

module.exports = { annotate };
