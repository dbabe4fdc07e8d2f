import axios from 'axios';

const api = 'https://api.cloudflare.com/client/v4';

export async function minifyState(zone: string, token: string) {
  const { data } = await axios.get(`${api}/zones/${zone}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  // cf-codemod(minify-setting): the minify setting was removed (2024-08-05): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
  const minify = data.result.find((s: { id: string }) => s.id === 'minify');
  const ssl = data.result.find((s: { id: string }) => s.id === 'ssl');
  return { minify, ssl };
}
