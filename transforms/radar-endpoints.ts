import { ENDPOINTS as E } from '../src/cloudflare';
import { endpointNotice } from './lib/endpoint-notice';

const RADAR = /\/client\/v4\/radar\/$/;
const ATTACKS = /\/client\/v4\/radar\/attacks\/[^/?#]+\/$/;

export default endpointNotice({
  id: 'radar-endpoints',
  eol: '2025-06-11',
  source: 'later',
  title: 'Radar: verified_bots/top → bots/summary, attacks top industry/vertical → summary, magnitude dropped',
  replacement: '/radar/bots/summary/bot|category, /radar/attacks/layer3|layer7/summary/industry|vertical',
  triggers: ['radar'],
  example: 'fetch-bots',
  explain: `Three Radar changes, each with its own end of life; the transform's date is the first of them
(2025-06-11), so a run by date applies all three once the first is due (the new routes already answer).
  GET /radar/verified_bots/top/bots        → GET /radar/bots/summary/bot        (EOL 2026-01-01)
  GET /radar/verified_bots/top/categories  → GET /radar/bots/summary/category   (EOL 2026-01-01)
  GET /radar/attacks/layer3|layer7/top/industry|vertical → .../summary/industry|vertical (EOL 2025-09-20)
  magnitude of GET /radar/attacks/layer7/top/attacks (EOL 2025-06-11): MITIGATED_REQUESTS is the
  default now, so the parameter is dropped; AFFECTED_ZONES has no replacement.
Renames the paths in Cloudflare API URLs (raw calls, instances with the API base URL, in-file and
configured wrappers and client classes, the literal the path is written in). A renamed verified_bots call
is also reported: the summary's response shape may differ from the top list's, so check what the code
reads. Removes magnitude=MITIGATED_REQUESTS from a URL's literal query string; reports
magnitude=AFFECTED_ZONES and a magnitude written dynamically or in axios/got params or SDK params.
Reports, without changing, the SDK's radar.verifiedBots.top.bots / .categories and
radar.attacks.layer3|layer7.top.industry / .vertical (name the SDK's bots.summary / attacks.*.summary
method instead; reached through a helper that walks a path string down an SDK resource, at the
string's literal: 'top/industry' in z.enum([...])), and a call whose path is written where the call
site must not edit it.
Leaves alone: other Radar routes (attacks/layer7/top/ases, bots/summary/...), every app's own /radar
routes, URLs on other hosts, relative URLs with no anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/', 'https://developers.cloudflare.com/radar/'],
  messages: {
    botsRenamed: `Radar verified_bots top list ended 2026-01-01: moved to {{target}}, check what reads the response
{{call}} now calls {{target}}: its result may be shaped differently from the top list; check the fields the code reads.`,
    botsMoved: `Radar verified_bots top list ended 2026-01-01: use {{target}}
{{call}} no longer answers; the summary's result may be shaped differently: check the fields the code reads.`,
    attacksMoved: `Radar attacks top industry/vertical ended 2025-09-20: use {{target}}
{{call}} no longer answers; call the summary route instead.`,
    magnitude: `Radar attacks magnitude ({{value}}) ended 2025-06-11: drop the parameter
{{call}}: MITIGATED_REQUESTS is the default now (drop the parameter); AFFECTED_ZONES has no replacement (the ranking by affected zones is gone).`,
  },
  routes: [
    { template: E.radarVerifiedBotsTopBots, rename: { from: 'verified_bots/top/bots', to: 'bots/summary/bot', under: RADAR, message: 'botsRenamed' }, message: 'botsMoved', target: `GET ${E.radarBotsSummaryBot}` },
    { template: E.radarVerifiedBotsTopCategories, rename: { from: 'verified_bots/top/categories', to: 'bots/summary/category', under: RADAR, message: 'botsRenamed' }, message: 'botsMoved', target: `GET ${E.radarBotsSummaryCategory}` },
    { template: E.radarAttacksTopIndustry, rename: { from: 'top/industry', to: 'summary/industry', under: ATTACKS }, message: 'attacksMoved', target: 'GET /radar/attacks/:layer/summary/industry' },
    { template: E.radarAttacksTopVertical, rename: { from: 'top/vertical', to: 'summary/vertical', under: ATTACKS }, message: 'attacksMoved', target: 'GET /radar/attacks/:layer/summary/vertical' },
  ],
  queries: [{ template: E.radarLayer7TopAttacks, name: 'magnitude', drop: 'MITIGATED_REQUESTS', message: 'magnitude' }],
});
