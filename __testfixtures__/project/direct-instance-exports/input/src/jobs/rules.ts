import api from '../clients/cf-ky';

export async function countRules(zoneId: string): Promise<number> {
  const body = await api.get(`zones/${zoneId}/firewall/rules`).json<{ result: unknown[] }>();
  return body.result.length;
}
