/**
 * The SDK table's versions (src/cloudflare/calls/sdk-methods.ts) and the test that rules a chain out
 * for a project (sdk-method-versions.ts): every row's range is read and lies within its generation's;
 * a chain is ruled out only by known versions none of which is the row's.
 */
import { GENERATION_VERSIONS, SDK_METHODS, sdkMethod, versionsOf } from '../../src/cloudflare/calls/sdk-methods';
import { callsIn } from '../../src/cloudflare/calls/sdk-method-versions';
import { exactVersion, intersect, rangeVersions, showVersions } from '../../src/version-range';

test('every row holds for a range read exactly, inside its generation', () => {
  const rows = [...SDK_METHODS, sdkMethod(['zones', 'settings', 'brotli', 'edit'])!];
  for (const m of rows) {
    const own = rangeVersions(versionsOf(m));
    const generation = rangeVersions(GENERATION_VERSIONS[m.generation])!;
    expect([m.chain, own && showVersions(intersect(own, generation))]).toEqual([m.chain, own && showVersions(own)]);
  }
});

test('the tunnels rows: 3.x only, the list also from 4.2', () => {
  const get = sdkMethod(['zeroTrust', 'tunnels', 'get'])!;
  const list = sdkMethod(['zeroTrust', 'tunnels', 'list'])!;
  expect(callsIn(get, rangeVersions('^4.1.0'))).toBe(false);
  expect(callsIn(get, exactVersion('4.0.2'))).toBe(false);
  expect(callsIn(get, rangeVersions('^3.5.0'))).toBe(true);
  expect(callsIn(get, rangeVersions('>=3.0.0'))).toBe(true);
  expect(callsIn(get, undefined)).toBe(true);
  expect(callsIn(list, rangeVersions('4.0.x || 4.1.x'))).toBe(false);
  expect(callsIn(list, rangeVersions('^4.1.0'))).toBe(true);
});

test('a generation rules out the others', () => {
  expect(callsIn(sdkMethod(['zeroTrust', 'devices', 'list'])!, rangeVersions('^2.9.1'))).toBe(false);
  expect(callsIn(sdkMethod(['dnsRecords', 'browse'])!, rangeVersions('^4.1.0'))).toBe(false);
  expect(callsIn(sdkMethod(['dnsRecords', 'browse'])!, rangeVersions('^2.9.1'))).toBe(true);
  expect(callsIn(sdkMethod(['zones', 'settings', 'edit'])!, rangeVersions('^2.9.1'))).toBe(false);
});

test('the DNS settings rows end where the SDK source moved them: zones.dnsSettings before 3.3, dns.settings 3.3 to 4.1', () => {
  const legacy = sdkMethod(['zones', 'dnsSettings', 'edit'])!;
  const flat = sdkMethod(['dns', 'settings', 'edit'])!;
  const zone = sdkMethod(['dns', 'settings', 'zone', 'edit'])!;
  expect(callsIn(legacy, exactVersion('3.2.0'))).toBe(true);
  expect(callsIn(legacy, exactVersion('3.3.0'))).toBe(false);
  expect(callsIn(flat, exactVersion('3.3.0'))).toBe(true);
  expect(callsIn(flat, rangeVersions('~4.1.0'))).toBe(true);
  // 4.2.0 left dns.settings only its zone and account children (no get/edit of its own).
  expect(callsIn(flat, exactVersion('4.2.0'))).toBe(false);
  expect(callsIn(flat, rangeVersions('>=4.2.0 <4.5.0'))).toBe(false);
  expect(callsIn(zone, exactVersion('4.2.0'))).toBe(true);
  expect(callsIn(zone, rangeVersions('~4.1.0'))).toBe(false);
});
