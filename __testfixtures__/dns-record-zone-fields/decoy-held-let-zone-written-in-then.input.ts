const cf = require('cloudflare')({ token: process.env.CF_TOKEN });

const HOST = process.env.HOST;
const ZONE = process.env.ZONE;
// The step that keeps the listed record writes its zone_id back first: the zone sent is known.
let held: any;

function bump(address: string) {
  if (address === held.content) return Promise.resolve();
  held.content = address;
  return cf.dnsRecords.edit(held.zone_id, held.id, { type: 'A', name: HOST, content: address }).then((answer) => {
    held = answer.result;
  });
}

cf.dnsRecords
  .browse(ZONE)
  .then((page) => page.result.find((hit) => hit.type === 'A' && hit.name === HOST))
  .then((found) => {
    found.zone_id = ZONE;
    held = found;
    return bump(process.argv[2]);
  });
