const { records } = require('./cloudflare');

// `dns edit <zone> <id> [--type T] [--content C]`
async function editCommand(opts) {
  const changes = {};
  if (opts.type) changes.type = opts.type;
  if (opts.content) changes.content = opts.content;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if opts.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return records.updateRecord(opts.zone, opts.id, changes);
}

module.exports = { editCommand };
