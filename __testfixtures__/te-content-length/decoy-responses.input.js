const http = require('http');

// Responses are not requests: the rule is about what a client sends.
http.createServer((req, res) => {
  if (req.url === '/stream') {
    res.writeHead(200, { 'Transfer-Encoding': 'chunked', 'Content-Length': '0' });
    res.end();
    return;
  }
  res.setHeader('Transfer-Encoding', 'chunked');
  res.setHeader('Content-Length', 12);
  res.end('hello world\n');
}).listen(8080);

function edgeResponse(body) {
  return new Response(body, { headers: { 'transfer-encoding': 'chunked', 'content-length': String(body.length) } });
}

module.exports = { edgeResponse };
