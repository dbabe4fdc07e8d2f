import { MockAgent } from 'undici';

// A test's stand-in answers the API's path: the agent's pool intercepts it, nothing sends it.
export function stubBilling(agent: MockAgent, acct: string): void {
  const pool = agent.get('https://api.cloudflare.com');
  pool.intercept({ path: `/client/v4/accounts/${acct}/billing/profile`, method: 'GET' }).reply(200, { result: {} });
}
