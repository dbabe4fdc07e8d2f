import { addToLauncher } from './lib/launcher';

export async function publishWiki(accountId) {
  await addToLauncher(accountId, { name: 'Wiki', domain: 'wiki.example.com', self_hosted_domains: ['wiki.example.com'] });
}
