const cloudflare = require('cloudflare');

const client = cloudflare({ token: process.env.CF_TOKEN });
const records = client.dnsRecords;

// Also given the configured kind: that may differ from the record's.
function configured(settings) {
  let current = { id: settings.recordId, type: settings.kind };
  async function refresh(address) {
    await records.edit(settings.zone, current.id, { content: address, type: current.type });
  }
  async function locate() {
    const page = await records.browse(settings.zone);
    current = page.result.find((r) => r.name === settings.host);
  }
  return { refresh, locate };
}

// A lookup runs between the id and the type: it may give the variable another record.
function racing(settings, lookupAddress) {
  let current = null;
  async function refresh() {
    await records.edit(settings.zone, current.id, { content: await lookupAddress(), type: current.type });
  }
  async function locate() {
    const page = await records.browse(settings.zone);
    current = page.result.find((r) => r.name === settings.host);
  }
  return { refresh, locate };
}

// The record found is given the configured kind before it is sent back.
function retyped(settings) {
  let current = null;
  async function refresh(address) {
    await records.edit(settings.zone, current.id, { content: address, type: current.type });
  }
  async function locate() {
    const page = await records.browse(settings.zone);
    current = page.result.find((r) => r.name === settings.host);
    current.type = settings.kind;
  }
  return { refresh, locate };
}

module.exports = { configured, racing, retyped };
