import type { ASTPath as AnyPath } from 'jscodeshift';

type ASTPath = AnyPath<any>;
import type { TransformContext, UserConfig } from '../src/types';
import { defineTransform } from '../src/transform';
import { declareOption } from '../src/options';
import { escapeRegExp } from '../src/regexp';
import { literalText, replaceInLiteral, setLiteralValue } from '../src/edit/literals';
import { currentIndex, isCall, isInside, isProperty, keyName } from '../src/ast';

const SEPOLIA_CHAIN_ID = 11155111;
const GATEWAY_DOMAIN = 'cloudflare-eth.com';
const CHAIN_ID_KEYS = new Set(['chainId', 'networkId', 'chain_id', 'network_id', 'chainID']);
const NAME_KEYS = new Set(['name', 'network', 'networkName', 'chainName', 'displayName', 'title', 'label']);
/** Keys that only hold RPC URLs on the way from a URL up to the network entry it belongs to (viem chains). */
const URL_CONTAINER_KEYS = new Set(['rpc', 'rpcs', 'rpcUrl', 'rpcUrls', 'rpcTarget', 'default', 'public', 'http', 'urls', 'url']);
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const gatewayHosts = declareOption({
  name: 'gatewayHosts',
  type: 'string[]',
  description: 'extra Ethereum gateway hosts for `rinkeby-to-sepolia`.',
  default: [],
});

/** `<gateway host>/v1/rinkeby` as a whole path segment; any subdomain of cloudflare-eth.com, plus configured hosts. */
function gatewayPattern(config: UserConfig, network = 'rinkeby'): RegExp {
  const hosts = [`(?:[a-z0-9-]+\\.)*${escapeRegExp(GATEWAY_DOMAIN)}`, ...gatewayHosts.of(config).map(escapeRegExp)];
  return new RegExp(`(?<=^|//|[^\\w./-])(${hosts.join('|')})/v1/${network}(?![\\w-])`, 'gi');
}


/** A literal that means chain id 4: 4, 0x4, '4', '0x4'. */
function isRinkebyChainId(node: any): boolean {
  if (!node) return false;
  if (node.type === 'NumericLiteral' || (node.type === 'Literal' && typeof node.value === 'number')) return node.value === 4;
  const text = literalText(node);
  return node.type !== 'TemplateElement' && (text === '4' || text?.toLowerCase() === '0x4');
}

function setSepoliaChainId(node: any): void {
  if (typeof node.value === 'number') return setLiteralValue(node, SEPOLIA_CHAIN_ID);
  setLiteralValue(node, /^0x/i.test(node.value) ? `0x${SEPOLIA_CHAIN_ID.toString(16)}` : String(SEPOLIA_CHAIN_ID));
}

function renameNetwork(node: any): boolean {
  const edits = [
    replaceInLiteral(node, /rinkeby/, 'sepolia'),
    replaceInLiteral(node, /Rinkeby/, 'Sepolia'),
    replaceInLiteral(node, /RINKEBY/, 'SEPOLIA'),
  ];
  return edits.some(Boolean);
}

const messages = {
  keyedByRinkeby:
    "this entry is keyed by the Rinkeby chain id ({{key}}) but its gateway URL now points to Sepolia: key it by Sepolia's chain id (11155111)",
  sepoliaEntryExists: 'this map already has a Sepolia (11155111) entry: merge the Rinkeby (4) entry into it by hand',
  networkKeyKept: 'network key "rinkeby" kept: renaming it would break `--network rinkeby` scripts; rename it to "sepolia" together with them',
  rinkebyAddress: 'address {{address}} exists only on Rinkeby: deploy the contract (or look the name up) on Sepolia and use that address',
  rinkebyUrl: 'Rinkeby-only URL in an entry now on Sepolia: replace it with its Sepolia counterpart',
  strayChainId: 'chain id 4 (Rinkeby) used here while the gateway URL now points to Sepolia (chain id 11155111)',
} as const;

export default defineTransform({
  id: 'rinkeby-to-sepolia',
  eol: '2023-01-30',
  kind: 'rewrite+report',
  title: 'Ethereum gateway: Rinkeby → Sepolia',
  replacement: 'https://cloudflare-eth.com/v1/sepolia (chain id 11155111)',
  triggers: [GATEWAY_DOMAIN],
  anchors: false, // the gateway host is the trigger and the anchor
  options: [gatewayHosts],
  configTriggers: (config) => gatewayHosts.of(config),
  example: 'chain-registry',
  explain: `The gateway's Rinkeby network was withdrawn on 2023-01-30 (Rinkeby never went through the merge).
Rewrites the gateway URL https://cloudflare-eth.com/v1/rinkeby (any *.cloudflare-eth.com host, and the
hosts listed in the configuration's "gatewayHosts") to .../v1/sepolia wherever it is written: string and
template literals, constants, arrays such as rpc: [url], maps keyed by chain id (the key 4 becomes
11155111, whether it holds the URL or a network entry, also in new Map([[4, …]])). Values coupled to a rewritten URL move with it when they sit in the same object literal or
call: chainId/networkId 4 (4, 0x4, '4', '0x4') → 11155111; network name 'rinkeby' → 'sepolia'; a display
name "Rinkeby" → "Sepolia"; explorer rinkeby.etherscan.io → sepolia.etherscan.io. This covers ethers
new JsonRpcProvider(url, 4 | 'rinkeby' | {chainId, name}), web3 HttpProvider(url), viem http(url) and
chain objects, hardhat and truffle network entries ({url, chainId}) and plain fetch JSON-RPC calls.
Also rewrites the exact gateway URL in .env*, JSON, YAML and Markdown files (as plain text).
Reports, without changing: contract and ENS addresses in a rewritten entry (they exist only on Rinkeby:
deploy or look up the Sepolia ones), other Rinkeby-only URLs in that entry (faucets, other providers),
a network key named rinkeby (renaming it would break \`--network rinkeby\` scripts), an entry keyed by a
name for the Rinkeby chain id ([ChainId.RINKEBY]: [url]: key it by 11155111), and chain id 4 compared or
assigned elsewhere in the same file (also in a file whose gateway URL is on Sepolia already: a second
run, or a migration by hand).
Leaves alone: other providers' Rinkeby URLs (infura, alchemy) and explorer links not coupled to the
gateway, and ethers' CloudflareProvider (mainnet only).`,
  links: ['https://developers.cloudflare.com/web3/ethereum-gateway/'],
  messages,
  textFiles: {
    extensions: ['env', 'json', 'yaml', 'yml', 'md'],
    run(source, { config }) {
      const next = source.replace(gatewayPattern(config), '$1/v1/sepolia');
      return next === source ? undefined : next;
    },
  },
  run(ctx) {
    const { config } = ctx;
    const pattern = gatewayPattern(config);
    const rewritten: ASTPath[] = [];
    const index = currentIndex(ctx);
    const literals = [...index.of('StringLiteral'), ...index.of('TemplateElement')];
    for (const p of literals) {
      if (!replaceInLiteral(p.value, pattern, '$1/v1/sepolia')) continue;
      ctx.changed('values');
      rewritten.push(p.value.type === 'TemplateElement' ? p.parentPath.parentPath : p);
    }
    if (rewritten.length === 0) {
      // The gateway URL is on Sepolia already (a second run, or a migration by hand): chain id 4 beside
      // it is as stray as it was when this run moved it, and is reported again.
      const sepolia = new RegExp(gatewayPattern(config, 'sepolia').source, 'i');
      if (literals.some((p) => sepolia.test(literalText(p.value) ?? ''))) {
        new Coupling(ctx).reportStrayChainIds();
      }
      return;
    }
    const coupling = new Coupling(ctx);
    for (const p of rewritten) coupling.fromUrl(p, true);
    coupling.reportStrayChainIds();
  },
});

/** Carries a rewritten gateway URL's network over to the values that sit beside it. */
class Coupling {
  private readonly visited = new Set<any>();
  private readonly rewrittenChainIds = new Set<any>();
  constructor(private readonly ctx: TransformContext<typeof messages>) {}

  /** From a URL expression, up to the object entry or call it belongs to. */
  fromUrl(path: ASTPath, followConst: boolean): void {
    let p: ASTPath = path;
    while (p.parentPath && p.parent && p.parent.value.type === 'ArrayExpression') p = p.parent;
    const parent = p.parent?.value;
    if (isProperty(parent) && p.name === 'value') return this.fromProperty(p.parent);
    if (isCall(parent)) return this.call(parent);
    if (followConst && parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') {
      const name = parent.id.name;
      currentIndex(this.ctx)
        .of('Identifier')
        .filter((ref: ASTPath) => ref.value.name === name)
        .filter((ref: ASTPath) => ref.value !== parent.id && !(isProperty(ref.parent?.value) && ref.name === 'key' && !ref.parent.value.computed && !ref.parent.value.shorthand))
        .forEach((ref: ASTPath) => this.fromUrl(ref, false));
    }
  }

  private fromProperty(propPath: ASTPath): void {
    const prop = propPath.value;
    const objPath: ASTPath = propPath.parent;
    const key = keyName(prop);
    if (this.rekey(propPath)) return;
    if (typeof key === 'string' && URL_CONTAINER_KEYS.has(key) && objPath.parent) {
      // Climb out of viem's rpcUrls: { default: { http: [url] } } to the chain object.
      let up: ASTPath = objPath;
      while (up.parent && up.parent.value.type === 'ArrayExpression') up = up.parent;
      if (isProperty(up.parent?.value) && URL_CONTAINER_KEYS.has(String(keyName(up.parent.value))) && up.parent.parent) {
        return this.fromProperty(up.parent);
      }
    }
    this.entry(objPath);
  }

  /** An entry keyed 4 in a map keyed by chain id: the key becomes 11155111 (reported when the map has one already). */
  private rekey(propPath: ASTPath): boolean {
    const prop = propPath.value;
    const key = keyName(prop);
    if (prop.computed && key === undefined && /rinkeby/i.test(this.ctx.j(prop.key).toSource())) {
      // `[ChainId.RINKEBY]: [url]`: the key is a name this file cannot change; left as is, chain 4 would get a Sepolia URL.
      this.ctx.report(propPath, 'keyedByRinkeby', { key: this.ctx.j(prop.key).toSource() });
      return true;
    }
    if (key !== '4') return false;
    const obj = propPath.parent.value;
    if (obj.properties.some((q: any) => keyName(q) === String(SEPOLIA_CHAIN_ID))) {
      this.ctx.report(propPath, 'sepoliaEntryExists');
    } else {
      setLiteralValue(prop.key, typeof prop.key.value === 'number' ? SEPOLIA_CHAIN_ID : String(SEPOLIA_CHAIN_ID));
      this.ctx.changed('values');
    }
    return true;
  }

  /** `new Map([[4, { url, chainId: 4 }]])`: the pair's key moves with the entry too. */
  private rekeyMapPair(objPath: ASTPath): void {
    const pair = objPath.parent?.value;
    const pairs = objPath.parent?.parent?.value;
    const map = objPath.parent?.parent?.parent?.value;
    if (pair?.type !== 'ArrayExpression' || pair.elements.length !== 2 || pair.elements[1] !== objPath.value) return;
    if (pairs?.type !== 'ArrayExpression' || map?.type !== 'NewExpression' || map.callee?.type !== 'Identifier' || map.callee.name !== 'Map' || map.arguments[0] !== pairs) return;
    const key = pair.elements[0];
    if (!isRinkebyChainId(key) || this.rewrittenChainIds.has(key)) return;
    const taken = pairs.elements.some((q: any) => q?.type === 'ArrayExpression' && [SEPOLIA_CHAIN_ID, String(SEPOLIA_CHAIN_ID)].includes(q.elements[0]?.value));
    if (taken) {
      this.ctx.report(objPath.parent, 'sepoliaEntryExists');
      return;
    }
    setSepoliaChainId(key);
    this.rewrittenChainIds.add(key);
    this.ctx.changed('values');
  }

  private call(call: any): void {
    if (this.visited.has(call)) return;
    this.visited.add(call);
    for (const arg of call.arguments) {
      if (isRinkebyChainId(arg) && typeof arg.value === 'number') {
        setSepoliaChainId(arg);
        this.rewrittenChainIds.add(arg);
        this.ctx.changed('values');
      } else if (literalText(arg) === 'rinkeby') {
        setLiteralValue(arg, 'sepolia');
        this.ctx.changed('values');
      } else if (arg.type === 'ObjectExpression') {
        currentIndex(this.ctx).of('ObjectExpression').filter((q: ASTPath) => q.value === arg).forEach((q: ASTPath) => this.entry(q));
      }
    }
  }

  /** A network entry: chain id, names and explorer move to Sepolia; addresses and other Rinkeby URLs are reported. */
  private entry(objPath: ASTPath): void {
    const obj = objPath.value;
    if (this.visited.has(obj)) return;
    this.visited.add(obj);
    const keys = new Set(obj.properties.map(keyName));
    const idIsChainId = keys.has('name') || keys.has('network') || keys.has('rpcUrls');
    for (const prop of obj.properties) {
      if (!isProperty(prop)) continue;
      const key = keyName(prop);
      if (typeof key !== 'string') continue;
      if ((CHAIN_ID_KEYS.has(key) || (key === 'id' && idIsChainId)) && isRinkebyChainId(prop.value)) {
        setSepoliaChainId(prop.value);
        this.rewrittenChainIds.add(prop.value);
        this.ctx.changed('values');
      } else if (NAME_KEYS.has(key) && renameNetwork(prop.value)) {
        this.ctx.changed('values');
      }
    }
    const parentProp = objPath.parent?.value;
    // `{ 4: { rpc: [url], chainId: 4 } }`: the entry of a map keyed by chain id moves with its chain id.
    if (isProperty(parentProp) && objPath.name === 'value') this.rekey(objPath.parent);
    else this.rekeyMapPair(objPath);
    if (isProperty(parentProp) && typeof keyName(parentProp) === 'string' && /^rinkeby$/i.test(String(keyName(parentProp)))) {
      this.ctx.report(objPath.parent, 'networkKeyKept');
    }
    currentIndex(this.ctx)
      .of('StringLiteral')
      .filter((s: ASTPath) => isInside(s, obj))
      .forEach((s: ASTPath) => {
        const text: string = s.value.value;
        if (replaceInLiteral(s.value, /(?<![\w-])(api-)?rinkeby\.etherscan\.io/, '$1sepolia.etherscan.io')) {
          this.ctx.changed('values');
        } else if (ADDRESS.test(text)) {
          this.ctx.report(s, 'rinkebyAddress', { address: text });
        } else if (/rinkeby/i.test(text) && !NAME_KEYS.has(String(keyName(s.parent?.value)))) {
          this.ctx.report(s, 'rinkebyUrl');
        }
      });
  }

  /** Chain id 4 assigned or compared elsewhere in a file whose gateway URL moved to Sepolia. */
  reportStrayChainIds(): void {
    const isChainIdRef = (node: any) =>
      (node?.type === 'Identifier' && CHAIN_ID_KEYS.has(node.name)) ||
      ((node?.type === 'MemberExpression' || node?.type === 'OptionalMemberExpression') &&
        !node.computed && CHAIN_ID_KEYS.has(node.property.name));
    const index = currentIndex(this.ctx);
    index.of('BinaryExpression').forEach((p: ASTPath) => {
      const { left, right, operator } = p.value;
      if (!['===', '==', '!==', '!='].includes(operator)) return;
      if ((isRinkebyChainId(right) && isChainIdRef(left)) || (isRinkebyChainId(left) && isChainIdRef(right))) this.ctx.report(p, 'strayChainId');
    });
    index.of('ObjectProperty', 'Property').forEach((p: ASTPath) => {
      const node = p.value;
      if (!isProperty(node) || !CHAIN_ID_KEYS.has(String(keyName(node)))) return;
      if (isRinkebyChainId(node.value) && !this.rewrittenChainIds.has(node.value)) this.ctx.report(p, 'strayChainId');
    });
  }
}
