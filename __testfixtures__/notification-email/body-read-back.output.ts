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
  // cf-codemod(notification-email): notification_email no longer notifies (2023-04-03): remove it from this pool body and from the code that reads body.notification_email (kept: deleting it here would break that read), then create a Notifications policy
  const res = await axios.post(`${CF_API}/accounts/${accountId}/load_balancers/pools`, body);
  console.log(`pool ${res.data.result.id} alerts ${body.notification_email}`);
  return res.data.result;
}
