const http = require('node:http');

// A stand-in for the API in an end-to-end test: it answers the paths, it does not request them.
function startFakeApi(zoneId) {
  return http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === `/zones/${zoneId}/firewall/rules`) {
      res.end(JSON.stringify({ success: true, result: [] }));
      return;
    }
    switch (url.pathname) {
      case `/zones/${zoneId}/filters`:
        res.end(JSON.stringify({ success: true, result: [] }));
        return;
      default:
        res.statusCode = 404;
        res.end();
    }
  });
}

module.exports = { startFakeApi };
