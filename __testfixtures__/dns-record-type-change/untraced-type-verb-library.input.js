// Records moved through an HTTP library's client, whatever the name holding it says.
import axios from 'axios';

const wire = axios.create({ headers: { 'X-Team': 'dns' } });

export async function moveEntry(zone, entry, kind, address) {
  return wire.put(`zones/${zone}/dns_records/${entry}`, { type: kind, content: address });
}

export async function renameEntry(link, zone, entry, kind) {
  await link.post('audit', { entry });
  return link.put(`zones/${zone}/dns_records/${entry}`, { type: kind, name: 'api' });
}
