const { hostRecords } = require('./host-records');

const CF = 'https://api.cloudflare.com/client/v4';

// Every value the pick takes is a record of the kind asked; other names are destructured and walked.
async function refreshKind(zone, host, kind, value) {
  const list = await hostRecords(zone, host);
  let first;
  [first] = list;
  let chosen = list.find((rec) => rec.type === kind);
  if (!chosen) chosen = list.find((rec) => rec.type === kind && rec.name === first.name);
  for (const other of list) if (other.name === host) console.log(other.id);
  if (!chosen) return;
  await fetch(`${CF}/zones/${zone}/dns_records/${chosen.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
    body: JSON.stringify({ type: kind, content: value }),
  });
}

module.exports = { refreshKind };
