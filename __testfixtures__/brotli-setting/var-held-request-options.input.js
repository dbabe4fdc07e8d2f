var request = require('request');

var tune = {
  method: 'PATCH',
  url: 'https://api.cloudflare.com/client/v4/zones/' + process.env.ZONE_ID + '/settings/brotli',
  headers: { Authorization: 'Bearer ' + process.env.CF_TOKEN },
  json: { value: 'off' },
};

request(tune, function (err, res) {
  if (err) return console.error(err);
  console.log(res.statusCode);
});
