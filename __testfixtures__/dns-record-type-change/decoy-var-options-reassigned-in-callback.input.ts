import axios from 'axios';

let change = {
  method: 'PUT',
  url: `https://api.cloudflare.com/client/v4/zones/${process.env.ZONE_ID}/dns_records/${process.env.RECORD_ID}`,
  data: { type: process.env.NEW_TYPE as string, name: 'www.example.com', content: process.env.TARGET as string, ttl: 1 },
};

process.on('SIGHUP', () => {
  change = { method: 'GET', url: 'http://localhost:8080/health' } as typeof change;
});

export const apply = () => axios(change);
