import axios from 'axios';

let change = {
  method: 'PUT',
  url: `https://api.cloudflare.com/client/v4/zones/${process.env.ZONE_ID}/dns_records/${process.env.RECORD_ID}`,
  data: { type: process.env.NEW_TYPE as string, name: 'www.example.com', content: process.env.TARGET as string, ttl: 1 },
};

export async function apply(): Promise<boolean> {
  const res = await axios(change);
  return res.data.success;
}
