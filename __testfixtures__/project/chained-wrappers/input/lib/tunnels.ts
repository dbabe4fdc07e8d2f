import { cfFetch } from './cf';

// Tunnel calls: the segment is written once, here.
export const tunnels = (p: string, init?: RequestInit) => cfFetch('/tunnels' + p, init);
