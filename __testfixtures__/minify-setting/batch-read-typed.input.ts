import axios from 'axios';

const api = 'https://api.cloudflare.com/client/v4';

export async function minifyState(zone: string, token: string) {
  const { data } = await axios.get(`${api}/zones/${zone}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const minify = data.result.find((s: { id: string }) => s.id === 'minify');
  const ssl = data.result.find((s: { id: string }) => s.id === 'ssl');
  return { minify, ssl };
}
