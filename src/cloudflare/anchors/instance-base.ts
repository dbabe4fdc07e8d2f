import type { ASTNode } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { CALLS, pathOfNode, questionIndex, type NodeIndex, type Root } from '../../ast/node-index';
import { values } from '../../flow/values';
import { CREATORS, defaultsWritten } from '../../flow/http-clients';
import { declarationsAt } from '../../ast/scope';
import type { HttpValue, Value } from '../../flow/value';
import { joinTemplate, readOnlyParts } from '../../flow/template-parts';
import { apiBase } from '../urls/endpoint';
import { resolveUrl } from '../urls/url-expression';
import type { Prefix } from '../shapes';
import { memberName, unwrap, unwrapAwait, type MaybeNode } from '../../ast/syntax';

/*
 * An HTTP client instance with the API base, by the value-flow layer's `http` kind (src/flow/http-clients.ts):
 * the base it says the instance was made with, resolved by the template question with the run's bases
 * (resolveUrl: `baseURL: API`, `prefixUrl: cfg.base`, an imported base), must start with the API's URL or be a head of it (apiBase: the joined URL is then what counts).
 */

interface InstanceEnv {
  j: import('jscodeshift').JSCodeshift;
  root: Root;
  config: UserConfig;
  memo?: <T>(key: string, compute: () => T) => T;
}

/** The API base of one instance value, or undefined when its base is another host's, not known or absent. */
function instanceBase(env: InstanceEnv, v: HttpValue): Prefix | undefined {
  return v.base ? basePrefix(env, v.base) : undefined;
}

/** A base written for a client (`baseURL: API`), resolved with the run's bases: the prefix of its calls when apiBase says it may make API calls. */
function basePrefix(env: InstanceEnv, base: ASTNode): Prefix | undefined {
  const url = resolveUrl({ j: env.j, root: env.root, memo: env.memo, node: base, config: env.config });
  return apiBase(url) ? { parts: readOnlyParts(url) } : undefined;
}

/**
 * An instance with the API base the project index says a value is (docs/project-index.md): an import
 * of one (`import { api } from './client'`, `const api = require('./client')`: by the local name it is
 * declared under), what an imported factory returns (`await createApi(t)`).
 */
export function projectInstance(env: InstanceEnv, v: Value): Prefix | undefined {
  const imported = env.config.imported;
  if (v.kind === 'import' && v.members.length === 0 && !v.instance) {
    const local = importedLocal(env, v.node);
    const parts = imported?.instances?.[local?.name ?? ''];
    // The file writes its defaults (`api.defaults.baseURL = LOCAL`, http-clients.ts): its base is not known.
    return parts && local && !defaultsWritten(env, local.at) ? { parts } : undefined;
  }
  if (v.kind !== 'unknown' || v.origin.kind !== 'returned' || v.origin.members.length > 0) return undefined;
  const callee = unwrap((unwrapAwait(v.node) as { callee?: MaybeNode }).callee);
  const made = callee?.type === 'Identifier' ? imported?.factories?.[callee.name] : undefined;
  return made?.kind === 'instance' ? { parts: made.prefix } : undefined;
}

/** The local name an import value is read by (its read, or the name a `require(…)` call is declared as) and where it is declared. */
function importedLocal(env: InstanceEnv, node: ASTNode): { name: string; at: ASTNode } | undefined {
  const at = pathOfNode(env, node);
  if (node.type === 'Identifier' && at) {
    const [declared] = declarationsAt(questionIndex(env), at, node.name);
    return declared && { name: node.name, at: declared.id };
  }
  const declarator = at?.parent?.value as MaybeNode;
  return declarator?.type === 'VariableDeclarator' && unwrap(declarator.init) === node && declarator.id.type === 'Identifier' ? { name: declarator.id.name, at: declarator.id } : undefined;
}

/**
 * The API base an expression's every value holds (each an instance whose base is the API's, all one
 * text), or undefined. `other` judges a value of another kind (a constructor's parameter handed on).
 */
export function apiInstance(env: InstanceEnv, node: ASTNode, other?: (v: Value) => Prefix | undefined): Prefix | undefined {
  if (!other && !mayHoldInstance(env)) return undefined;
  return valuesInstance(env, node, other ?? ((v) => projectInstance(env, v)));
}

function valuesInstance(env: InstanceEnv, node: ASTNode, other: (v: Value) => Prefix | undefined): Prefix | undefined {
  const found = values(env, node);
  let one: Prefix | undefined;
  for (const v of found) {
    const prefix = v.kind === 'http' ? instanceBase(env, v) : other(v);
    if (!prefix || (one && joinTemplate(one.parts).text !== joinTemplate(prefix.parts).text)) return undefined;
    one ??= prefix;
  }
  return one;
}

const holdsClients = new WeakMap<NodeIndex, boolean>();

/**
 * Whether any value of the tree may be an instance with the API base, asked before the layer is (it is
 * asked for every call's receiver, `console` of `console.log(x)` too): the layer makes an instance only
 * of a `create`/`extend`/`defaults` call of the tree (its CREATORS) (src/flow/http-clients.ts), and the project index hands over
 * one only by an imported name (projectInstance). A tree with neither holds none.
 */
function mayHoldInstance(env: InstanceEnv): boolean {
  const imported = env.config.imported;
  if (Object.keys(imported?.instances ?? {}).length > 0 || Object.values(imported?.factories ?? {}).some((m) => m.kind === 'instance')) return true;
  const index = questionIndex(env);
  let holds = holdsClients.get(index);
  if (holds === undefined) {
    holds = index.of(...CALLS).some((p) => CREATORS.has(memberName(unwrap((p.value as { callee?: MaybeNode }).callee)) ?? ''));
    holdsClients.set(index, holds);
  }
  return holds;
}
