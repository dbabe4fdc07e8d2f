const { lookupHost } = require('./dns-lookup');

const EDGE = 'https://api.cloudflare.com/client/v4';

// Refreshes one record of a host: the newest of its kind when asked, else the first of its kind.
async function refresh(zone, host, kind, value, newest) {
  const rows = await lookupHost(zone, host);
  let pick = rows.find(function (row) { return row.type === kind; });
  if (newest) pick = rows.find((row) => row.type === kind && row.modified_on > pick.modified_on);
  if (pick) {
    await fetch(`${EDGE}/zones/${zone}/dns_records/${pick.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
      body: JSON.stringify({ type: kind, content: value }),
    });
  }
}

module.exports = { refresh };
