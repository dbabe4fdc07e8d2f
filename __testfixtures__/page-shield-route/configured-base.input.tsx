import { CF_API_BASE } from './config';

export function useScripts(zone: string) {
  return fetch(`${CF_API_BASE}/zones/${zone}/script_monitor/scripts`).then((r) => r.json());
}

export const Title = () => <h1>Scripts</h1>;
