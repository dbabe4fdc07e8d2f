import { cf, recorded } from '../lib/fakes';

test('tuning records the minify edit', async () => {
  await cf.zones.settings.edit('minify', { zone_id: 'zone-1', value: { css: 'on' } });
  expect(recorded).toHaveLength(1);
});
