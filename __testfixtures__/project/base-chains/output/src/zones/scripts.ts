import { ZONES, API_BASE, CF_HOST } from '../config';

export async function scripts(zone: string, token: string) {
  const res = await fetch(`${ZONES}/${zone}/page_shield/scripts`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}

export const policies = (zone: string) => fetch(API_BASE + '/zones/' + zone + '/page_shield/policies');

export const connections = (zone: string) => fetch(`${CF_HOST}/client/v4/zones/${zone}/page_shield/connections`);
