'use strict';
const { toCfRecord } = require('./records');

const CF_API = 'https://api.cloudflare.com/client/v4';

async function pushInventory(zoneId, token, rows) {
  for (const record of rows.map(toCfRecord)) {
    await fetch(`${CF_API}/zones/${zoneId}/dns_records`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
    });
  }
}

module.exports = { pushInventory };
