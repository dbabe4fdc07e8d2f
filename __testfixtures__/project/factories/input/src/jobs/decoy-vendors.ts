import { createPartnerApi, createPartnerFetch, makeEnvClient } from '../vendor/clients';

export async function tunePartner(token: string, zone: string): Promise<void> {
  const api = createPartnerApi(token);
  await api.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
  const partner = createPartnerFetch(token);
  await partner(`/zones/${zone}/firewall/rules`);
  const env = makeEnvClient(token);
  await env.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
}
