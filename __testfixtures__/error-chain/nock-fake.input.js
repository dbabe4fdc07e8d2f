const nock = require('nock');
const { createRecord } = require('../src/dns');

describe('createRecord', () => {
  afterEach(() => nock.cleanAll());

  it('surfaces the validation cause', async () => {
    nock('https://api.cloudflare.com')
      .post('/client/v4/zones/z1/dns_records')
      .reply(400, {
        success: false,
        errors: [
          {
            code: 1004,
            message: 'DNS Validation Error',
            error_chain: [{ code: 9005, message: 'Content for A record must be a valid IPv4 address.' }],
          },
        ],
        messages: [],
        result: null,
      });
    await expect(createRecord('z1', { type: 'A', name: 'www', content: 'nope' })).rejects.toThrow('valid IPv4');
  });

  it('surfaces authorization errors', async () => {
    nock('https://api.cloudflare.com')
      .post('/client/v4/zones/z1/dns_records')
      .reply(403, {
        success: false,
        errors: [{ code: 6003, message: 'Invalid request headers', error_chain: [{ code: 6111, message: 'Invalid format for Authorization header' }] }],
        messages: [],
        result: null,
      });
    await expect(createRecord('z1', { type: 'A', name: 'www', content: '192.0.2.1' })).rejects.toThrow('Authorization');
  });
});
