// `rec` inside the catch clause is what was thrown: the record type written above is not what the
// PUT sends, so there is no type to report.
const CF = 'https://api.cloudflare.com/client/v4';

export async function republish(zone, id, auth) {
  const rec = { type: 'CNAME', name: 'docs', content: 'pages.example.net' };
  try {
    await mirror.push(rec);
  } catch (rec) {
    await fetch(`${CF}/zones/${zone}/dns_records/${id}`, { method: 'PUT', headers: auth, body: JSON.stringify(rec) });
  }
}
