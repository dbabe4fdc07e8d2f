// Names no SDK itself: every call of it in the run passes an instance the caller made with the package.
async function repoint(client, zone, want, address) {
  const page = await client.dnsRecords.browse(zone);
  for (const rec of page.result) {
    if (rec.name === want.host && rec.content !== address) {
      await client.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
    }
  }
}

module.exports = { repoint };
