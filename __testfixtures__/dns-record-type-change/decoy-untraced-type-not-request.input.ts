interface Keeper {
  set(key: string, value: unknown): void;
  put(key: string, value: unknown): Promise<void>;
}

export async function note(memo: Keeper, sessionStore: Keeper, zone: string, entry: string, kind: string) {
  memo.set(`zones/${zone}/dns_records/${entry}`, { type: kind });
  await sessionStore.put(`zones/${zone}/dns_records/${entry}`, { type: kind, at: Date.now() });
}
