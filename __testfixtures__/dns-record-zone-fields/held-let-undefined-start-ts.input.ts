const cf = require('cloudflare')({ token: process.env.CF_TOKEN });

const HOST = process.env.HOST;
// Declared holding undefined, then given a listed record along a promise chain, then sent to its own zone_id.
let held: any = undefined;

function bump(address: string) {
  if (address === held.content) return Promise.resolve();
  held.content = address;
  return cf.dnsRecords.edit(held.zone_id, held.id, { type: 'A', name: HOST, content: address }).then((answer) => {
    held = answer.result;
  });
}

Promise.resolve()
  .then(() => cf.zones.browse())
  .then((zones) => {
    return cf.dnsRecords.browse(zones.result[0].id).then((page) => {
      let hit = page.result.find((hit) => hit.type === 'A' && hit.name === HOST);
      if (!hit) throw new Error('no record');
      return hit;
    });
  })
  .then((found) => {
    held = found;
    return bump(process.argv[2]);
  });
