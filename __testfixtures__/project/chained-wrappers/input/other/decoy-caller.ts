import { tunnels } from './tunnels';

export const look = (id: string) => tunnels('/' + id);
