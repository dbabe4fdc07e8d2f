// The one caller hands it a test double with the same members.
async function rehearse(client, zone, want, address) {
  const page = await client.dnsRecords.browse(zone);
  for (const rec of page.result) {
    if (rec.name === want.host) await client.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
  }
}

module.exports = { rehearse };
