const API = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

type Target = 'tunnel' | 'connections';

// One request, its URL chosen by what is being cleaned up.
export async function cleanUp(target: Target, accountId: string, tunnelId: string): Promise<void> {
  let url: string;
  switch (target) {
    case 'connections':
      url = `${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}/connections`;
      break;
    case 'tunnel':
    default:
      url = `${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}`;
  }
  await fetch(url, { method: 'DELETE', headers: auth });
}

export async function create(accountId: string, name: string, legacy: boolean) {
  let url = `${API}/accounts/${accountId}/cfd_tunnel`;
  if (legacy) {
    url = `${API}/accounts/${accountId}/cfd_tunnel`;
  }
  const res = await fetch(url, { method: 'POST', headers: auth, body: JSON.stringify({ name, config_src: 'local' }) });
  return (await res.json()).result;
}
