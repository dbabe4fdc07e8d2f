import { Cf } from './cf.js';

// The production caller: the type comes from the configuration, the id from the saved state.
export async function sync(config, state, ip) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if config.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return Cf.put(config.key, config.zone, state.recordId, { type: config.type, name: config.name, content: ip });
}
