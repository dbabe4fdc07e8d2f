// The list is filtered on kind, but kind is given another value before the update.
const API = 'https://api.cloudflare.com/client/v4';

export async function setAddress(zone, host, kind, address) {
  const listed = await fetch(`${API}/zones/${zone}/dns_records?type=${kind}&name=${host}`, { headers: { Authorization: `Bearer ${process.env.TOKEN}` } });
  const { result } = await listed.json();
  kind = kind === "A" ? "AAAA" : "A";
  for (const record of result) {
    await fetch(`${API}/zones/${zone}/dns_records/${record.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${process.env.TOKEN}` },
      body: JSON.stringify({ type: kind, name: host, content: address }),
    });
  }
}
