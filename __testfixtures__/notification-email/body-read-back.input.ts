// The body const is read back for notification_email after the call: dropping the field would make
// body.notification_email undefined (and a type error), so the call is reported and the body kept.
import axios from 'axios';

const CF_API = 'https://api.cloudflare.com/client/v4';

export async function createPool(accountId: string, origins: Array<{ name: string; address: string }>) {
  const body = {
    name: 'primary',
    origins,
    notification_email: 'ops@example.com',
  };
  const res = await axios.post(`${CF_API}/accounts/${accountId}/load_balancers/pools`, body);
  console.log(`pool ${res.data.result.id} alerts ${body.notification_email}`);
  return res.data.result;
}
