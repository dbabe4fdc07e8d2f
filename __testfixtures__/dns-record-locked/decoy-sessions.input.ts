import { Mutex } from 'async-mutex';

// Accounts and sessions have a locked flag of their own; nothing here is a DNS record.
interface Account {
  id: string;
  name: string;
  type: 'admin' | 'user';
  locked: boolean;
}

const AccountSchema = { id: '', name: '', type: 'user', locked: false };

const mutex = new Mutex();

export async function lockAccount(account: Account) {
  if (mutex.isLocked()) return;
  await fetch(`https://auth.example.com/api/accounts/${account.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ locked: true }),
  });
  return { ...AccountSchema, locked: account.locked };
}
