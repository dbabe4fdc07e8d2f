/**
 * The range reader behind the SDK table's versions (src/version-range.ts): each range as the
 * intervals it stands for, and what it cannot read exactly as unknown (undefined).
 */
import { exactVersion, overlaps, rangeVersions, showVersions } from '../src/version-range';

test.each([
  ['^4.1.0', '>=4.1.0 <5.0.0'],
  ['^0.2.3', '>=0.2.3 <0.3.0'],
  ['^0.0.3', '>=0.0.3 <0.0.4'],
  ['^0.0', '>=0.0.0 <0.1.0'],
  ['^1.x', '>=1.0.0 <2.0.0'],
  ['~3.5.1', '>=3.5.1 <3.6.0'],
  ['~3', '>=3.0.0 <4.0.0'],
  ['>=3.0.0', '>=3.0.0'],
  ['>= 3', '>=3.0.0'],
  ['>3.5', '>=3.6.0'],
  ['>3.5.0', '>=3.5.1'],
  ['<4', '>=0.0.0 <4.0.0'],
  ['<=4.1', '>=0.0.0 <4.2.0'],
  ['4.0.2', '>=4.0.2 <4.0.3'],
  ['=v4.0.2', '>=4.0.2 <4.0.3'],
  ['4.0.2+build.5', '>=4.0.2 <4.0.3'],
  ['4', '>=4.0.0 <5.0.0'],
  ['4.x', '>=4.0.0 <5.0.0'],
  ['3.5.*', '>=3.5.0 <3.6.0'],
  ['*', '>=0.0.0'],
  ['', '>=0.0.0'],
  ['x', '>=0.0.0'],
  ['3.2 - 4', '>=3.2.0 <5.0.0'],
  ['>=3.0.0 <4.0.0 || >=4.2.0', '>=3.0.0 <4.0.0 || >=4.2.0'],
])('rangeVersions(%j) is %s', (spec, shown) => {
  expect(showVersions(rangeVersions(spec)!)).toBe(shown);
});

test.each(['latest', 'next', '^4.0.0-beta.1', 'workspace:*', 'npm:cloudflare@^4.1.0', 'file:../cf', 'cloudflare/node-cloudflare', 'git+https://github.com/cloudflare/node-cloudflare.git#master', 'https://example.com/cf.tgz', '1.2.3.4', '^four', '4.x.1', '>=4.2.0 <4.0.0'])(
  'rangeVersions(%j) is unknown',
  (spec) => {
    expect(rangeVersions(spec)).toBeUndefined();
  },
);

test('an exact version is one version; anything else is unknown', () => {
  expect(showVersions(exactVersion('4.0.2')!)).toBe('>=4.0.2 <4.0.3');
  expect(exactVersion('4.0')).toBeUndefined();
  expect(exactVersion('4.0.0-rc.1')).toBeUndefined();
  expect(exactVersion('^4.0.0')).toBeUndefined();
});

test('overlaps: two sets share a version, the ends of an interval left out', () => {
  const tunnels = rangeVersions('>=3.0.0 <4.0.0')!;
  expect(overlaps(tunnels, rangeVersions('^4.1.0')!)).toBe(false);
  expect(overlaps(tunnels, rangeVersions('^3.5.0')!)).toBe(true);
  expect(overlaps(tunnels, rangeVersions('>=3.0.0')!)).toBe(true);
  expect(overlaps(tunnels, exactVersion('4.0.0')!)).toBe(false);
  expect(overlaps(tunnels, exactVersion('3.99.0')!)).toBe(true);
  expect(overlaps(tunnels, rangeVersions('^2.9.1 || ^4')!)).toBe(false);
});
