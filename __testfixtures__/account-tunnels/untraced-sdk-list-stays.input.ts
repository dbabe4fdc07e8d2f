// The client arrives as a parameter: its calls are not traced, but the chains are the SDK's.
export async function tunnelIds(cf: any, account_id: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const row of cf.zeroTrust.tunnels.list({ account_id, is_deleted: false })) ids.push(row.id);
  return ids;
}

export async function removeTunnel(cf: any, account_id: string, id: string) {
  await cf.zeroTrust.tunnels.delete(id, { account_id });
}
