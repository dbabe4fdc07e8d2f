import { Cf } from '../src/cf.js';

describe('Cf.put', () => {
  beforeEach(() => {
    global.fetch = (async () => ({ status: 200 })) as unknown as typeof fetch;
  });

  it('reports success on 200', async () => {
    expect(await Cf.put('k', 'z1', `rec-2`, { type: 'MX', name: 'mail.example.com', content: 'mx.example.net' })).toBe(true);
  });
});
