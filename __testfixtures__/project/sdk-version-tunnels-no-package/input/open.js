import Cloudflare from 'cloudflare';

const cf = new Cloudflare();

export const open = (account_id, name) => cf.zeroTrust.tunnels.create({ account_id, name });
