import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// A zone health page: the ids below are both the columns of the snapshot it returns and the settings
// its repair action may write. One list, one decision for its privacy_pass entry.
// cf-codemod(privacy-pass-setting): the privacy_pass setting can no longer be read (removed 2024-03-31): drop the code that depends on it (kept: this array is used for more than sending the settings)
const CHECKED: string[] = ['privacy_pass', 'always_use_https', 'min_tls_version'];

export async function snapshot(zone: string): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  const answers = await Promise.all(CHECKED.map((id) => cf.get(`/zones/${zone}/settings/${id}`)));
  CHECKED.forEach((id, i) => out.set(id, answers[i].data.result.value));
  return out;
}

export async function repair(zone: string, id: string, value: string): Promise<string> {
  if (CHECKED.indexOf(id) === -1) return 'refused';
  await cf.patch(`/zones/${zone}/settings/${id}`, { value });
  return 'done';
}
