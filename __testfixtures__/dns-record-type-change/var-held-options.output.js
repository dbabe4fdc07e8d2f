const axios = require('axios');

var change = {
  method: 'PUT',
  url: `https://api.cloudflare.com/client/v4/zones/${process.env.ZONE_ID}/dns_records/${process.env.RECORD_ID}`,
  data: { type: process.env.NEW_TYPE, name: 'www.example.com', content: process.env.TARGET, ttl: 1 },
};

// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if process.env.NEW_TYPE can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
axios(change).then((res) => console.log(res.data.success));
