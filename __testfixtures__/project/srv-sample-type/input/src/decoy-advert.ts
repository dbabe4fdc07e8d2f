// A local service advert: no proxiable, no id; left alone.
export type Advert = typeof advert;
const advert = { type: 'SRV', name: 'nas.local', content: 'smb', ttl: 120, data: { service: '_smb', proto: '_tcp', name: 'nas.local', port: 445 } };
