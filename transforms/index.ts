import * as fs from 'fs';
import * as path from 'path';
import type { Transform } from '../src/types';
import type { DefinedTransform } from '../src/transform';
import { transformFile } from '../src/transform-file';
import pageShieldRoute from './page-shield-route';
import rinkebyToSepolia from './rinkeby-to-sepolia';
import srvDataToName from './srv-data-to-name';
import dnsRecordLocked from './dns-record-locked';
import billingEndpoints from './billing-endpoints';
import accountTunnels from './account-tunnels';
import organizationsApi from './organizations-api';
import firewallRulesFilters from './firewall-rules-filters';
import zoneAnalytics from './zone-analytics';
import rateLimitsPrevious from './rate-limits-previous';
import imagesDirectUploadV2 from './images-direct-upload-v2';
import dnsSettingsEndpoints from './dns-settings-endpoints';
import wafPrevious from './waf-previous';
import notificationEmail from './notification-email';
import teContentLength from './te-content-length';
import legacyChacha20 from './legacy-chacha20';
import errorChain from './error-chain';
import accessBookmarks from './access-bookmarks';
import brotliSetting from './brotli-setting';
import minifySetting from './minify-setting';
import mobileRedirectSetting from './mobile-redirect-setting';
import serverSideExcludeSetting from './server-side-exclude-setting';
import privacyPassSetting from './privacy-pass-setting';
import mirageSetting from './mirage-setting';
import zoneSettingsBatch from './zone-settings-batch';
import serviceKeyAuth from './service-key-auth';
import cnameFlatteningSetting from './cname-flattening-setting';
import accountNameserverSettings from './account-nameserver-settings';
import radarEndpoints from './radar-endpoints';
import zeroTrustDevices from './zero-trust-devices';
import registrarLegacyDomains from './registrar-legacy-domains';
import workersKvNamespacesRoute from './workers-kv-namespaces-route';
import dnsAnalyticsRest from './dns-analytics-rest';
import dnsRecordZoneFields from './dns-record-zone-fields';
import dnsRecordFilterSyntax from './dns-record-filter-syntax';
import accessSelfHostedDomains from './access-self-hosted-domains';
import dnsRecordTypeChange from './dns-record-type-change';
import gatewayAuditSsh from './gateway-audit-ssh';

/**
 * Every transform, ordered by end-of-life date (oldest first): drives `list`, `explain`, `--as-of`,
 * the run order and the README's transform table. Add one line per transform (here and above).
 */
const defined: DefinedTransform[] = [
  pageShieldRoute,
  rinkebyToSepolia,
  srvDataToName,
  dnsRecordLocked,
  billingEndpoints,
  accountTunnels,
  organizationsApi,
  firewallRulesFilters,
  zoneAnalytics,
  rateLimitsPrevious,
  imagesDirectUploadV2,
  dnsSettingsEndpoints,
  wafPrevious,
  notificationEmail,
  teContentLength,
  legacyChacha20,
  errorChain,
  accessBookmarks,
  brotliSetting,
  minifySetting,
  mobileRedirectSetting,
  serverSideExcludeSetting,
  privacyPassSetting,
  accountNameserverSettings,
  cnameFlatteningSetting,
  radarEndpoints,
  zeroTrustDevices,
  mirageSetting,
  zoneSettingsBatch,
  registrarLegacyDomains,
  serviceKeyAuth,
  workersKvNamespacesRoute,
  dnsAnalyticsRest,
  dnsRecordZoneFields,
  dnsRecordFilterSyntax,
  accessSelfHostedDomains,
  dnsRecordTypeChange,
  gatewayAuditSsh,
];

/**
 * The compiled module of transforms/<id> (a file, or a folder's index), which a worker thread loads: beside this file once built;
 * when this file runs from TypeScript sources (ts-jest), the copy `npm run build` leaves under dist/.
 */
function moduleOf(id: string): string | undefined {
  if (path.extname(__filename) === '.js') return transformFile(__dirname, id);
  const built = transformFile(path.join(__dirname, '..', 'dist', 'transforms'), id);
  return fs.existsSync(built) ? built : undefined;
}

export const registry: Transform[] = defined
  .map((d): Transform => ({ ...d.transform, module: moduleOf(d.transform.id) }))
  .sort((a, b) => (a.eol < b.eol ? -1 : a.eol > b.eol ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export function findTransform(id: string): Transform | undefined {
  return registry.find((t) => t.id === id);
}
