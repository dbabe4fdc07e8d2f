import axios from 'axios';
import { Mirror } from './mirror-endpoints';

// A PUT built from the mirror's builder object: it goes to the mirror, none of the API's.
export async function mirror(zone: string, id: string, ip: string): Promise<void> {
  const url = `${Mirror.root}/${Mirror.version}${Mirror.paths.record(zone, id)}`;
  await axios.put(url, { type: 'A', content: ip });
}
