const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CF_TOKEN });

async function accountName(accountId) {
  const account = await client.accounts.get({ account_id: accountId });
  return account.name;
}

describe('bookmark sync', () => {
  it('creates each missing bookmark once', async () => {
    const created = [];
    const client = { zeroTrust: { access: { bookmarks: { create: async (id, params) => created.push([id, params]) } } } };
    await client.zeroTrust.access.bookmarks.create('docs', { account_id: 'acc', body: { name: 'Docs' } });
    expect(created).toHaveLength(1);
  });

  it('lists through the injected client', async () => {
    const listWith = async ({ client }) => client.zeroTrust.access.bookmarks.list({ account_id: 'acc' });
    expect(await listWith({ client: { zeroTrust: { access: { bookmarks: { list: async () => [] } } } } })).toEqual([]);
  });
});

module.exports = { accountName };
