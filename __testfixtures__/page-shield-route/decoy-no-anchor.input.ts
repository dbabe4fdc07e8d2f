// Relative URLs with nothing tying them to the Cloudflare API, and another product's route.
import { API_BASE } from './config';

export const local = (zone: string) => fetch(`/api/zones/${zone}/script_monitor/scripts`);
export const imported = (zone: string) => fetch(`${API_BASE}/zones/${zone}/script_monitor/scripts`);
export const other = 'https://monitor.example.com/zones/abc/script_monitor/scripts';
export const notUnderZone = 'https://api.cloudflare.com/client/v4/accounts/abc/script_monitor';
export const csp = 'https://api.cloudflare.com/cdn-cgi/script_monitor/report';
