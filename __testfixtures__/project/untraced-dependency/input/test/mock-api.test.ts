import nock from 'nock';

// A mock server's routes are not requests.
nock('https://api.cloudflare.com')
  .get(`/client/v4/zones/${'023e105f4ecef8ad9ca31a8372d0c353'}/firewall/rules`)
  .reply(200, { result: [] });
