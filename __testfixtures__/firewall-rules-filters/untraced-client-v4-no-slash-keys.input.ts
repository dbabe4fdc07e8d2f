// Cache keys of a data hook: [route, token], resolved by a fetcher against its proxy.
declare function useRemote<T>(key: [string, string]): T;

export function useRules(zone: string, token: string) {
  return useRemote<unknown[]>([`client/v4/zones/${zone}/firewall/rules`, token]);
}
