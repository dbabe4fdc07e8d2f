const axios = require('axios');

var change = {
  method: 'PUT',
  url: `https://api.cloudflare.com/client/v4/zones/${process.env.ZONE_ID}/dns_records/${process.env.RECORD_ID}`,
  data: { type: process.env.NEW_TYPE, name: 'www.example.com', content: process.env.TARGET, ttl: 1 },
};
if (process.env.LOCAL) {
  change = { method: 'GET', url: 'http://localhost:8080/health' };
}

axios(change).then((res) => console.log(res.data));
