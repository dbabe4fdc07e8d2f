'use strict';

const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CLOUDFLARE_TOKEN });

async function addRecord(zoneId, record) {
  try {
    return await cf.dnsRecords.add(zoneId, record);
  } catch (err) {
    const first = err.response.body.errors[0];
    if (first.code === 1004) {
      for (const cause of first.error_chain) {
        console.error(`  ${cause.code}: ${cause.message}`);
      }
      throw new Error(first.error_chain[0].message);
    }
    throw err;
  }
}

function causesOf(err) {
  return err.response.body.errors[0].error_chain.map((c) => `${c.code} ${c.message}`);
}

module.exports = { addRecord, causesOf };
