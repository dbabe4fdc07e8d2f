import { summarize, ownerOf } from './named';
import describeAll from './default-export';
import { skipLocked } from './decoy-used-here';

const API = 'https://api.cloudflare.com/client/v4';

export async function report(zoneId: string, token: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  console.log(summarize(result), describeAll(result));
  return [skipLocked(result).length, result.map((r: any) => ownerOf(r))];
}
