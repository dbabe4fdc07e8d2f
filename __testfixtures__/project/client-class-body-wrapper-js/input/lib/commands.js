const { records } = require('./cloudflare');

// `dns edit <zone> <id> [--type T] [--content C]`
async function editCommand(opts) {
  const changes = {};
  if (opts.type) changes.type = opts.type;
  if (opts.content) changes.content = opts.content;
  return records.updateRecord(opts.zone, opts.id, changes);
}

module.exports = { editCommand };
