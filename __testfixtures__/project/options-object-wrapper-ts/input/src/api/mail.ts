// Another host's records (the mail provider's own DNS): same shape, not the Cloudflare API.
const MAIL_API = 'https://dns.mailhost.example/v2';

export function addMailRecord(zone: string, body: object) {
  return fetch(`${MAIL_API}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(body) });
}
