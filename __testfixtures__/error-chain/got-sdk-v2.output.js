'use strict';

const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CLOUDFLARE_TOKEN });

async function addRecord(zoneId, record) {
  try {
    return await cf.dnsRecords.add(zoneId, record);
  } catch (err) {
    const first = err.response.body.errors[0];
    // cf-codemod(error-chain): the 1004 'DNS Validation Error' wrapper is no longer returned (since 2024-10-01): check the root cause's own code
    if (first.code === 1004) {
      for (const cause of first.error_chain ?? [first]) {
        console.error(`  ${cause.code}: ${cause.message}`);
      }
      throw new Error((first.error_chain?.[0] ?? first).message);
    }
    throw err;
  }
}

function causesOf(err) {
  return (err.response.body.errors[0].error_chain ?? [err.response.body.errors[0]]).map((c) => `${c.code} ${c.message}`);
}

module.exports = { addRecord, causesOf };
