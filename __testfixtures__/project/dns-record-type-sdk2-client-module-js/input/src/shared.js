// Called with an SDK instance here and with a value nobody in the run gives (rotate's own parameter) there.
async function swap(client, zone, want, address) {
  const page = await client.dnsRecords.browse(zone);
  for (const rec of page.result) {
    if (rec.name === want.host) await client.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
  }
}

module.exports = { swap };
