import { cfFetch } from './base';

export const tunnels = (p: string) => cfFetch('/tunnels' + p);
