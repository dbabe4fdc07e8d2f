import { addToLauncher } from './lib/launcher';

export async function publishWiki(accountId) {
  await addToLauncher(accountId, { name: 'Wiki', domain: 'wiki.example.com', destinations: [{ type: 'public', uri: 'wiki.example.com' }] });
}
