import { apiUrl } from './links';

// The URL object is changed after it is built: the layer does not read it as the builder made it.
export async function monitorPolicyOf(zone: string): Promise<void> {
  const url = apiUrl('/zones');
  url.pathname += `/${zone}/script_monitor`;
  await fetch(url);
}
