const API = 'https://api.cloudflare.com/client/v4';

export async function listSecurity(zoneId: string, kind: 'rules' | 'filters' | 'rulesets') {
  let url: string;
  switch (kind) {
    case 'rules':
      url = `${API}/zones/${zoneId}/firewall/rules`;
      break;
    case 'filters':
      url = `${API}/zones/${zoneId}/filters`;
      break;
    default:
      url = `${API}/zones/${zoneId}/rulesets`;
  }
  const res = await fetch(url, { headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` } });
  return (await res.json()).result;
}
