import fetch from 'node-fetch';

const API = 'https://api.cloudflare.com/client/v4';
const APEX_NS = API + '/zones/' + process.env.CF_ZONE_ID + '/dns_settings/use_apex_ns';
const auth = { Authorization: 'Bearer ' + process.env.CF_API_TOKEN };

export async function readApexSetting() {
  const res = await fetch(APEX_NS, { headers: auth });
  const { result, success } = await res.json();
  if (!success) return undefined;
  return result.value;
}

export async function writeApexSetting(value) {
  const res = await fetch(APEX_NS, {
    method: 'PATCH',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  if (!res.ok) throw new Error('could not update use_apex_ns: ' + res.status);
}
