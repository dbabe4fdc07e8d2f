const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN });

async function replaceTunnel(accountId, oldId, name, secret) {
  const existing = await cf.argoTunnels.browse(accountId);
  if (existing.result.some((t) => t.id === oldId)) {
    await cf.argoTunnels.clean(accountId, oldId);
    await cf.argoTunnels.del(accountId, oldId);
  }
  const created = await cf.argoTunnels.add(accountId, { name, tunnel_secret: secret });
  return created.result;
}

module.exports = { replaceTunnel };
