const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

async function accountIds() {
  const page = await client.accounts.list();
  return page.result.map((account) => account.id);
}

// The tunnel inventory in tests: a fake with the SDK's resource names.
function fakeInventory(tunnels) {
  return { zeroTrust: { tunnels: { list: async () => tunnels, delete: async () => ({}) } } };
}

async function pruneWith(client, accountId) {
  const stale = await client.zeroTrust.tunnels.list({ account_id: accountId, is_deleted: false });
  for (const tunnel of stale) await client.zeroTrust.tunnels.delete(tunnel.id, { account_id: accountId });
}

it('prunes every stale tunnel', async () => {
  const client = fakeInventory([{ id: 't1' }]);
  await pruneWith(client, 'acc');
  await expect(client.zeroTrust.tunnels.list({ account_id: 'acc' })).resolves.toHaveLength(1);
});

module.exports = { accountIds, pruneWith };
