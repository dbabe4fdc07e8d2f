import Cloudflare from 'cloudflare';

const cf = new Cloudflare();

// cf-codemod(account-tunnels): zeroTrust.tunnels.create calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.create (same params)
export const open = (account_id, name) => cf.zeroTrust.tunnels.create({ account_id, name });
