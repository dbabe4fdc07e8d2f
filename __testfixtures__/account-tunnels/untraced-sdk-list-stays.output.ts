// The client arrives as a parameter: its calls are not traced, but the chains are the SDK's.
export async function tunnelIds(cf: any, account_id: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const row of cf.zeroTrust.tunnels.list({ account_id, is_deleted: false })) ids.push(row.id);
  return ids;
}

export async function removeTunnel(cf: any, account_id: string, id: string) {
  // cf-codemod(account-tunnels): .zeroTrust.tunnels.delete() (/accounts/:account_id/tunnels) is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/cfd_tunnel[/:tunnel_id[/connections|/configurations]]
  await cf.zeroTrust.tunnels.delete(id, { account_id });
}
