import type { ASTPath, BlockStatement, VariableDeclarator } from 'jscodeshift';
import type { MaybeNode } from '../src/ast/syntax';
import type { DataArgs } from '../src/messages';
import type { TransformContext } from '../src/types';
import { defineTransform } from '../src/transform';
import { apiAnchorWords, findApiCalls, sdkReceivers } from '../src/cloudflare';
import { currentIndex, pathOfNode, isCall, isFunction, isMember, isProperty, keyName, memberName, stringValue, unwrap } from '../src/ast';
import { outsideCasts, parentOf } from '../src/ast/paths';
import { bareSource, replaceExpression, replacementSite, type ReplacementSite } from '../src/edit/under-casts';
import { onlyTruthinessUsed } from '../src/ast/conditions';
import { declarationsAt, type Declaration } from '../src/ast/scope';

type Path = ASTPath<any>;

const FIELD = 'error_chain';
/** Array methods whose callback sees each element: a loop over the chain. */
const ITERATORS = new Set(['forEach', 'map', 'filter', 'some', 'every', 'find', 'findIndex', 'findLast', 'flatMap', 'reduce', 'reduceRight']);
const WRAPPER_CODE = 1004;

const messages = {
  throws: `error_chain is omitted since 2024-10-01: this read throws when it is absent; guard it or read (x.error_chain ?? [x])
Since 2024-10-01 a DNS validation error is no longer wrapped: errors[] holds the root cause itself, with no error_chain.`,
  other: `error_chain is omitted since 2024-10-01: handle its absence here (the root cause is then the error itself: x.error_chain?.[0] ?? x)
errors[] now holds the root cause directly; error_chain still appears for some other errors (6003 wrapping 6111), so accept both forms.`,
  call: `error_chain is omitted since 2024-10-01: hold {{expression}} in a const e and read (e.error_chain?.[0] ?? e)
Not rewritten: the expression before .error_chain contains a call, which the rewrite would make twice.`,
  visitor: `recursive error_chain visitor: error_chain is omitted since 2024-10-01; let it stop on an error without one (x.error_chain ?? [])
Not rewritten: iterating (x.error_chain ?? [x]) here would visit the same error forever. The error itself is the root cause.`,
  code1004: `the 1004 'DNS Validation Error' wrapper is no longer returned (since 2024-10-01): check the root cause's own code
errors[0] now is the root cause itself (its code and message), with no wrapping 1004 error and no error_chain.`,
  fake: `this fake API error has the pre-2024-10-01 form (1004 wrapping error_chain): also test the current form
Since 2024-10-01 the API returns the root cause directly in errors[] (no 1004 wrapper, no error_chain).`,
} as const;
type MessageIdOf = keyof typeof messages;

/** Source text with the differences that do not change what is read taken out (`?.`, `!`, spaces). */
function norm(text: string): string {
  return text.replace(/\s+/g, '').replace(/\?\.\[/g, '[').replace(/\?\./g, '.').replace(/!(?=[.[])/g, '');
}

/** A branch that leaves: `throw …` or `return …`, alone or as the last statement of its block. */
const exits = (branch: MaybeNode): boolean => {
  const last = branch?.type === 'BlockStatement' ? (branch as BlockStatement).body.at(-1) : branch;
  return last?.type === 'ThrowStatement' || last?.type === 'ReturnStatement';
};

const isIndexZero = (member: any): boolean => {
  if (!member.computed) return false;
  const prop = unwrap(member.property);
  return (prop?.type === 'NumericLiteral' && prop.value === 0) || (prop?.type === 'Literal' && prop.value === 0) || stringValue(prop) === '0';
};

/** Whether evaluating an expression twice could differ or do something (a call, await, assignment…). */
function hasEffects(j: any, node: any): boolean {
  const effectful = new Set(['CallExpression', 'OptionalCallExpression', 'NewExpression', 'AwaitExpression', 'YieldExpression', 'AssignmentExpression', 'UpdateExpression', 'TaggedTemplateExpression', 'ImportExpression']);
  if (effectful.has(node.type)) return true;
  let found = false;
  j(node).find(j.Node).forEach((p: Path) => {
    if (effectful.has(p.value.type)) found = true;
  });
  return found;
}


type Ctx = TransformContext<typeof messages>;

/** What the checks of one file share: the context, whether the file is Cloudflare's, the findings to report. */
interface Scan {
  ctx: Ctx;
  /** The file makes an anchored API call or holds a cloudflare SDK client. */
  fileAnchored: boolean;
  /** Reported at the end, in line order. */
  findings: Array<{ at: Path; report: () => void }>;
}

const report = <K extends MessageIdOf>(scan: Scan, at: Path, messageId: K, ...data: DataArgs<(typeof messages)[K]>): void => {
  scan.findings.push({ at, report: () => scan.ctx.report(at, messageId, ...data) });
};

const src = (ctx: Ctx, node: any): string => ctx.j(node).toSource();

/** Whether an expression's source names `errors` or `error_chain`. */
const mentionsErrors = (ctx: Ctx, node: any): boolean => /\berrors\b|error_chain/.test(src(ctx, node));

/** The text of X as it can stand before `.error_chain` and after `??` (casts get parentheses). */
function operand(ctx: Ctx, x: any): string {
  const text = src(ctx, x);
  return ['Identifier', 'MemberExpression', 'OptionalMemberExpression', 'ThisExpression'].includes(x.type) ? text : `(${text})`;
}

/** Whether a value is an element of an errors array: x.errors[i], or a name bound to one. */
function onErrorsArray(path: Path, node: any): boolean {
  const n = unwrap(node);
  if (isMember(n) && n.computed && memberName(unwrap(n.object)) === 'errors') return true;
  if (n?.type !== 'Identifier') return false;
  let decl: Path | undefined;
  try {
    let scope = path.scope;
    while (scope && !scope.declares(n.name)) scope = scope.parent;
    decl = scope?.getBindings()[n.name]?.[0];
  } catch {
    return false; // a scope ast-types cannot read: not known to be an errors element
  }
  if (!decl) return false;
  for (let p: Path | null = decl.parentPath; p; p = p.parentPath) {
    const v = p.value;
    if (!v || Array.isArray(v)) continue;
    if (v.type === 'VariableDeclarator') {
      const init = unwrap(v.init);
      if (isMember(init) && init.computed && memberName(unwrap(init.object)) === 'errors') return true;
      if (v.id.type === 'ArrayPattern' && memberName(init) === 'errors') return true;
      let loop: Path | null = p.parentPath;
      while (loop && (Array.isArray(loop.value) || loop.value.type === 'VariableDeclaration')) loop = loop.parentPath;
      return loop?.value?.type === 'ForOfStatement' && memberName(unwrap(loop.value.right)) === 'errors';
    }
    if (isFunction(v)) {
      const call = p.parentPath?.parentPath?.value;
      if (!isCall(call) || !call.arguments.some((arg) => arg === v)) return false;
      const callee = unwrap(call.callee);
      return isMember(callee) && ITERATORS.has(memberName(callee) ?? '') && memberName(unwrap(callee.object)) === 'errors';
    }
  }
  return false;
}

/** Inside `if (X.error_chain …) { here }`, `X.error_chain … ? here : …` or `X.error_chain … && here`. */
function guarded(ctx: Ctx, p: Path, chainText: string): boolean {
  const mentions = (n: any) => n && norm(src(ctx, n)).includes(chainText);
  let child: Path = p;
  for (let a: Path | null = p.parentPath; a; child = a, a = a.parentPath) {
    const v = a.value;
    if (Array.isArray(v)) continue;
    if (isFunction(v)) return false;
    if ((v.type === 'IfStatement' || v.type === 'ConditionalExpression') && child.name === 'consequent' && mentions(v.test)) return true;
    if (v.type === 'LogicalExpression' && v.operator === '&&' && child.name === 'right' && mentions(v.left)) return true;
  }
  return false;
}

/** Whether the function around `p` calls itself (or hands itself to a .map/.forEach): a recursive visitor. */
function inRecursiveFunction(ctx: Ctx, p: Path): boolean {
  const { j } = ctx;
  for (let a: Path | null = p.parentPath; a; a = a.parentPath) {
    const v = a.value;
    if (!v || Array.isArray(v) || !isFunction(v)) continue;
    let name: string | undefined = (v.id?.type === 'Identifier' ? v.id.name : undefined) ?? (v.type === 'ClassMethod' || v.type === 'ObjectMethod' ? keyName(v) : undefined);
    const holder = a.parentPath?.value;
    if (!name && holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier') name = holder.id.name;
    if (!name) return false;
    let found = false;
    j(v.body).find(j.Identifier, { name }).forEach((r: Path) => {
      const parent = r.parentPath?.value;
      if (isMember(parent) && parent.property === r.value && !parent.computed && unwrap(parent.object)?.type !== 'ThisExpression') return;
      found = true;
    });
    return found;
  }
  return false;
}

/** The outermost member/call chain that continues from `p` (`p.message.trim()` from `p`). */
function chainTop(p: Path): Path {
  let cur = outsideCasts(p);
  for (;;) {
    const { parent, field, path } = parentOf(cur);
    if (!path) return cur;
    if ((isMember(parent) && field === 'object') || (isCall(parent) && field === 'callee')) cur = outsideCasts(path);
    else return cur;
  }
}

/** `top ?? <reads x>` or `top || <reads x>`: a fallback to the error itself is already there. */
function fallsBackTo(ctx: Ctx, top: Path, xText: string): boolean {
  const { parent, field } = parentOf(top);
  return parent?.type === 'LogicalExpression' && (parent.operator === '??' || parent.operator === '||') && field === 'left' && norm(src(ctx, parent.right)).includes(xText);
}

/** A read of error_chain, with what the checks of it need. */
interface ChainRead {
  /** The `x.error_chain` member, and the same outside its casts. */
  m: Path;
  mo: Path;
  /** What holds it, through which field, and its path. */
  parent: any;
  field: string | number | undefined;
  parentPath: Path | undefined;
  /** `x` unwrapped, and its text without `?.`, `!` and spaces. */
  x: any;
  xText: string;
  /** `x` itself reads an error_chain: rewriting the inner read would change what the outer copies. */
  nested: boolean;
}

/** x.error_chain[0] → (x.error_chain?.[0] ?? x), or a finding where that cannot be done. */
function firstOfChain(scan: Scan, read: ChainRead): void {
  const { ctx } = scan;
  const { m, parent, parentPath, x, xText, nested } = read;
  const member = m.value;
  const top = chainTop(parentPath!);
  if (fallsBackTo(ctx, top, xText)) return;
  if (onlyTruthinessUsed(top)) {
    if (!parent.optional && !member.optional) report(scan, m, 'throws');
    return;
  }
  if (nested) report(scan, m, 'other');
  else if (hasEffects(ctx.j, x)) report(scan, m, 'call', { expression: src(ctx, x) });
  else if (inRecursiveFunction(ctx, m)) report(scan, m, 'visitor');
  else {
    // A chain read under a cast: the fallback goes under it, `[0]` still reads the element the cast types.
    const site = replacementSite(m);
    if (site.casted) return fallbackChain(scan, read);
    const dot = member.optional ? '?.' : '.';
    // A JSDoc cast on the chain (`/** @type {T[]} */ (x.error_chain)[0]`) keeps its parentheses: the comment before them stays.
    const chain = (member.comments ?? parent.comments)?.length && member.extra?.parenthesized ? `(${bareSource(ctx, member)})` : `${operand(ctx, member.object)}${dot}${FIELD}`;
    const text = typedBack(scan, m, site, `${chain}?.[0] ?? ${operand(ctx, member.object)}`, '[number]');
    if (text === undefined) report(scan, m, 'other');
    else if (replaceExpression(ctx, replacementSite(parentPath!, 'outside').at, text)) ctx.changed();
    else report(scan, m, 'other');
  }
}

/** A loop over x.error_chain → over (x.error_chain ?? [x]), or a finding where that cannot be done. */
function loopOverChain(scan: Scan, read: ChainRead): void {
  const { ctx } = scan;
  const { m, mo, parent, x, xText, nested } = read;
  if (fallsBackTo(ctx, chainTop(mo), xText)) return;
  if (nested) report(scan, m, 'other');
  else if (inRecursiveFunction(ctx, m)) {
    if (!(isMember(parent) && parent.optional)) report(scan, m, 'visitor');
  } else if (hasEffects(ctx.j, x)) report(scan, m, 'call', { expression: src(ctx, x) });
  else fallbackChain(scan, read);
}

/**
 * x.error_chain → (x.error_chain ?? [x]), under the casts written around the read (src/edit/under-casts.ts):
 * `((x.error_chain ?? [x]) as T[])` keeps the type the code after it reads.
 */
function fallbackChain(scan: Scan, read: ChainRead): void {
  const { ctx } = scan;
  const { m, parent } = read;
  const site = replacementSite(m);
  const operandText = site.operand === m.value ? bareSource(ctx, m.value) : `(${bareSource(ctx, site.operand)})`;
  const text = typedBack(scan, m, site, `${operandText} ?? [${src(ctx, m.value.object)}]`);
  if (text === undefined) return report(scan, m, 'other');
  if (!replaceExpression(ctx, site.at, text)) return report(scan, m, 'other');
  // `x.error_chain?.map(…)`: the fallback is never absent (unless a cast says it may be).
  if (!site.casted && isMember(parent) && parent.optional) parent.optional = false;
  ctx.changed();
}

/**
 * The new expression `text` for a read of a TypeScript file: cast back to the chain's own type
 * (`as NonNullable<typeof x.error_chain>`, `[number]` for its element), since `?? [x]` widens it to
 * the error's type too and `c.detail` in a callback would no longer compile when the chain is typed.
 * Undefined when `x` is no name a type can read (`errors[0]`, a call): the read is reported instead.
 * Left as it is where no cast is needed: a JavaScript file, a cast written around the read (it types
 * the code after it), or a chain known to be `any` (its object is, see `untyped`).
 */
function typedBack(scan: Scan, m: Path, site: ReplacementSite, text: string, element = ''): string | undefined {
  if (!site.narrowed && (site.casted || !TS_FILE.test(scan.ctx.file.path) || untyped(scan.ctx, m, m.value.object))) return text;
  const dotted = (n: any): string | undefined =>
    n.type === 'Identifier' ? n.name : n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier' && dotted(n.object) ? `${dotted(n.object)}.${n.property.name}` : undefined;
  const x = dotted(m.value.object);
  return x ? `(${text}) as NonNullable<typeof ${x}.${FIELD}>${element}` : undefined;
}

const TS_FILE = /\.(?:ts|tsx|mts|cts)$/;

/**
 * Whether an expression is known to be `any` (and so what is read on it): cast `as any`, or read on a
 * name declared `: any`, or on a catch clause's parameter written without a type (`any`, or `unknown`
 * under strict, where the read did not compile to begin with), or on the `json()` of a platform fetch.
 */
function untyped(ctx: Ctx, at: Path, node: MaybeNode): boolean {
  let n = node;
  for (;;) {
    if (n?.type === 'TSAsExpression' || n?.type === 'TSTypeAssertion') return n.typeAnnotation.type === 'TSAnyKeyword';
    if (isMember(n)) n = n.object;
    else if (n?.type === 'TSNonNullExpression' || n?.type === 'ParenthesizedExpression') n = n.expression;
    else break;
  }
  if (n?.type !== 'Identifier') return false;
  const [d] = declarationsAt(currentIndex(ctx), at, n.name);
  if (!d) return false;
  const annotation = (d.id as { typeAnnotation?: { typeAnnotation?: { type: string } } | null }).typeAnnotation?.typeAnnotation;
  if (annotation) return annotation.type === 'TSAnyKeyword';
  return (d.scope.type === 'CatchClause' && (d.scope as { param?: unknown }).param === d.id) || fetchedJson(ctx, at, d);
}

/**
 * A const given `await r.json()` where `r` is a const given `await fetch(…)` of the platform (no
 * `fetch` declared in scope), neither annotated: the DOM's `json()` answers `any` (Node's typings say
 * `unknown`, which the code's own member reads would not have compiled on).
 */
function fetchedJson(ctx: Ctx, at: Path, d: Declaration): boolean {
  const awaited = (decl: Declaration | undefined, test: (call: MaybeNode) => boolean): boolean => {
    const declarator = decl?.declarator;
    if (!declarator || (parentOf(declarator).parent as { kind?: string } | undefined)?.kind !== 'const' || decl.id.typeAnnotation) return false;
    const init = unwrap((declarator.value as { init?: MaybeNode }).init);
    return init?.type === 'AwaitExpression' && test(unwrap(init.argument));
  };
  const index = currentIndex(ctx);
  return awaited(d, (call) => {
    if (call?.type !== 'CallExpression' || call.arguments.length > 0 || !isMember(call.callee) || memberName(call.callee) !== 'json') return false;
    const r = unwrap(call.callee.object);
    return r?.type === 'Identifier' && awaited(declarationsAt(index, at, r.name)[0], (sent) =>
      sent?.type === 'CallExpression' && sent.callee.type === 'Identifier' && sent.callee.name === 'fetch' && declarationsAt(index, at, 'fetch').length === 0);
  });
}

/** Rewrites or reports one read of error_chain. */
function chainRead(scan: Scan, m: Path): void {
  const { ctx } = scan;
  const { j } = ctx;
  const member = m.value;
  const x = unwrap(member.object);
  if (!scan.fileAnchored && !onErrorsArray(m, x)) return;
  const xText = norm(src(ctx, x));
  if (guarded(ctx, m, `${xText}.${FIELD}`)) return;
  const mo = outsideCasts(m);
  const { parent, field, path: parentPath } = parentOf(mo);
  if (!parent) return;
  const nested = j(x).find(j.Node).filter((p: Path) => isMember(p.value) && memberName(p.value) === FIELD).size() > 0 || (isMember(x) && memberName(x) === FIELD);
  const read: ChainRead = { m, mo, parent, field, parentPath, x, xText, nested };

  if (isMember(parent) && field === 'object' && isIndexZero(parent)) return firstOfChain(scan, read);
  const iterated =
    (isMember(parent) && field === 'object' && ITERATORS.has(memberName(parent) ?? '') && isCall(parentPath!.parentPath?.value) && parentPath!.parentPath!.value.callee === parent) ||
    (parent.type === 'ForOfStatement' && field === 'right') ||
    parent.type === 'SpreadElement';
  if (iterated) return loopOverChain(scan, read);
  if (isMember(parent) && field === 'object') {
    // x.error_chain.length, x.error_chain[i]: an optional access copes with the absence.
    if (parent.optional) return;
    report(scan, m, memberName(parent) === 'length' || onlyTruthinessUsed(chainTop(parentPath!)) ? 'throws' : 'other');
    return;
  }
  if (parent.type === 'LogicalExpression' && field === 'left') return; // x.error_chain ?? [], || []
  if (onlyTruthinessUsed(m)) return;
  if (isCall(parent) && isMember(parent.callee) && unwrap(parent.callee.object)?.type === 'Identifier' && unwrap(parent.callee.object).name === 'console') return;
  if (parent.type === 'TSNonNullExpression') return;
  report(scan, m, 'other');
}

/** const { error_chain } = err.errors[0] */
function destructuredChains(scan: Scan): void {
  currentIndex(scan.ctx).of('ObjectPattern').forEach((p: Path) => {
    const prop = p.value.properties.find((q: any) => isProperty(q) && keyName(q) === FIELD);
    if (!prop) return;
    const holder = p.parentPath?.value;
    const source = holder?.type === 'VariableDeclarator' ? holder.init : holder?.type === 'AssignmentExpression' ? holder.right : undefined;
    if (!scan.fileAnchored && !(source && onErrorsArray(p, source))) return;
    report(scan, p, 'other');
  });
}

/** Fake API errors: { code: 1004, message: 'DNS Validation Error', error_chain: [...] } */
function fakeErrors(scan: Scan): void {
  currentIndex(scan.ctx).of('ObjectExpression').forEach((p: Path) => {
    const o = p.value;
    const has = (name: string) => o.properties.find((q: any) => isProperty(q) && keyName(q) === name);
    const code = unwrap(has('code')?.value);
    if (!has(FIELD) || !code || Number(code.value) !== WRAPPER_CODE) return;
    const list = parentOf(p);
    const inErrors = list.parent?.type === 'ArrayExpression' && isProperty(list.path?.parentPath?.value) && keyName(list.path!.parentPath!.value) === 'errors';
    if (scan.fileAnchored || inErrors) report(scan, p, 'fake');
  });
}

const is1004 = (n: any): boolean => {
  const v = unwrap(n);
  return (v?.type === 'NumericLiteral' && v.value === WRAPPER_CODE) || (v?.type === 'Literal' && v.value === WRAPPER_CODE) || stringValue(v) === String(WRAPPER_CODE);
};

/** Inside a catch clause or a `.catch` callback. */
function inErrorHandling(p: Path): boolean {
  for (let a: Path | null = p.parentPath; a; a = a.parentPath) {
    const v = a.value;
    if (!v || Array.isArray(v)) continue;
    if (v.type === 'CatchClause') return true;
    if (isFunction(v)) {
      const call = a.parentPath?.parentPath?.value;
      if (isCall(call) && isMember(call.callee) && memberName(call.callee) === 'catch') return true;
    }
  }
  return false;
}

/** `!x.success`, `x.success === false` (alone or in a && or ||). */
function isFailedSuccess(test: MaybeNode): boolean {
  const t = unwrap(test);
  if (t?.type === 'UnaryExpression' && t.operator === '!') return memberName(unwrap(t.argument)) === 'success';
  if (t?.type === 'BinaryExpression' && (t.operator === '===' || t.operator === '==')) {
    const [a, b] = [unwrap(t.left), unwrap(t.right)];
    return (memberName(a) === 'success' && b?.type === 'BooleanLiteral' && !b.value) || (memberName(b) === 'success' && a?.type === 'BooleanLiteral' && !a.value);
  }
  return t?.type === 'LogicalExpression' && (isFailedSuccess(t.left) || isFailedSuccess(t.right));
}

/** Inside `if (!x.success) …` (its test or its consequent), before any function boundary. */
function inFailedSuccess(p: Path): boolean {
  for (let a: Path | null = p.parentPath; a; a = a.parentPath) {
    const v = a.value;
    if (!v || Array.isArray(v)) continue;
    if (isFunction(v)) return false;
    if (v.type === 'IfStatement' && a !== p && isFailedSuccess(v.test)) return true;
  }
  return false;
}

/**
 * A value known to be no API error: a const of this file set outside a catch from something other
 * than errors (another API's reply), or the element a callback sees of an array other than errors.
 */
function knownElsewhere(ctx: Ctx, at: Path, arg: MaybeNode): boolean {
  const n = unwrap(arg);
  if (n?.type !== 'Identifier') return false;
  const [d] = declarationsAt(currentIndex(ctx), at, n.name);
  if (!d) return false;
  if (d.declarator) {
    const init = (d.declarator.value as VariableDeclarator).init;
    return !!init && !mentionsErrors(ctx, init) && !inErrorHandling(d.declarator);
  }
  const fnPath = isFunction(d.scope) ? pathOfNode(ctx, d.scope) : undefined;
  const call = fnPath?.parentPath?.parentPath?.value;
  const callee = isCall(call) ? unwrap(call.callee) : undefined;
  return isMember(callee) && ITERATORS.has(memberName(callee) ?? '') && !mentionsErrors(ctx, callee.object);
}

/**
 * How the file uses a predicate whose parameter `param` it reads the code of: on an API error
 * (`errors` passed or iterated, in a catch, in the branch of a failed success check), only on values
 * known to be something else, or neither (unused here, exported, or passed values of unknown origin).
 */
function predicateUses(ctx: Ctx, fn: Path, param: number): 'errors' | 'elsewhere' | 'unknown' {
  const index = currentIndex(ctx);
  const holder = fn.parentPath?.value;
  const id = fn.value.type === 'FunctionDeclaration' ? fn.value.id : holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier' ? holder.id : undefined;
  if (!id) return 'unknown';
  let used = false;
  let onErrors = false;
  let allElsewhere = true;
  index.of('Identifier').forEach((r: Path) => {
    if (r.value === id || r.value.name !== id.name || !declarationsAt(index, r, id.name).some((d) => d.id === id)) return;
    const { parent, field, path: at } = parentOf(outsideCasts(r));
    if (!parent || (isProperty(parent) && field === 'key') || (isMember(parent) && field === 'property' && !parent.computed)) return;
    // Handed on by name (`module.exports = { isX }`, `export { isX }`): not a use in this file.
    if (isProperty(parent) || parent.type === 'ExportSpecifier' || (parent.type === 'AssignmentExpression' && field === 'right')) return;
    used = true;
    const callee = isCall(parent) ? unwrap(parent.callee) : undefined;
    const called = isCall(parent) && field === 'callee';
    const iterated = isCall(parent) && field === 'arguments' && isMember(callee) && ITERATORS.has(memberName(callee) ?? '');
    const onErrorsArg = called && parent.arguments.some((arg: MaybeNode) => onErrorsArray(at!, arg) || mentionsErrors(ctx, arg));
    const iteratesErrors = iterated && mentionsErrors(ctx, callee.object);
    if (onErrorsArg || iteratesErrors || inErrorHandling(r) || inFailedSuccess(r)) onErrors = true;
    else if (!((called && knownElsewhere(ctx, at!, parent.arguments[param])) || iterated)) allElsewhere = false;
  });
  return onErrors ? 'errors' : used && allElsewhere ? 'elsewhere' : 'unknown';
}

/**
 * A small predicate of the file (`const isDnsError = (err) => err.code === 1004`) reading the code of
 * its own parameter is part of the file's error handling when it is used there (on an element of
 * errors, in a catch, in the branch of a failed `success`), or, used nowhere in the file (exported),
 * when the file handles API errors: a catch, `if (!body.success) throw …`, a read of error_chain.
 */
function inPredicate(ctx: Ctx, p: Path, object: any, handlesErrors: boolean): boolean {
  let fn: Path | null = p.parentPath;
  while (fn && !isFunction(fn.value)) fn = fn.parentPath;
  if (!fn || object?.type !== 'Identifier') return false;
  const body = fn.value.body;
  const small = body.type !== 'BlockStatement' || body.body.length <= 2;
  const param = fn.value.params.findIndex((q: MaybeNode) => unwrap(q)?.type === 'Identifier' && unwrap(q).name === object.name);
  if (!small || param < 0) return false;
  const uses = predicateUses(ctx, fn, param);
  return uses === 'errors' || (uses === 'unknown' && handlesErrors);
}

/** Checks of the wrapper code: x.code === 1004, switch (x.code) { case 1004: } */
function wrapperCodeChecks(scan: Scan, members: Path[]): void {
  const { ctx } = scan;
  const index = currentIndex(ctx);
  // error_chain read on an errors element anchors the file's error handling as an API call does.
  const readsChain = members.some((m) => onErrorsArray(m, m.value.object));
  const handlesErrors =
    index.of('CatchClause').length > 0 ||
    index.of('CallExpression').some((p: Path) => isMember(p.value.callee) && memberName(p.value.callee) === 'catch') ||
    index.of('IfStatement').some((p: Path) => isFailedSuccess(p.value.test) && exits(p.value.consequent)) ||
    members.length > 0;
  const codeCheck = (at: Path, subject: any): void => {
    const s = unwrap(subject);
    const codeRead = (isMember(s) && memberName(s) === 'code') || (s?.type === 'Identifier' && /^(code|errorCode|error_code)$/.test(s.name));
    if (!codeRead) return;
    const object = isMember(s) ? unwrap(s.object) : undefined;
    const aboutErrors = object !== undefined && (onErrorsArray(at, object) || mentionsErrors(ctx, object));
    if (aboutErrors || ((scan.fileAnchored || readsChain) && (inErrorHandling(at) || inPredicate(ctx, at, object, handlesErrors)))) report(scan, at, 'code1004');
  };
  index.of('BinaryExpression').forEach((p: Path) => {
    const { operator, left, right } = p.value;
    if (!['===', '==', '!==', '!='].includes(operator)) return;
    if (is1004(right)) codeCheck(p, left);
    else if (is1004(left)) codeCheck(p, right);
  });
  index.of('SwitchCase').forEach((p: Path) => {
    if (p.value.test && is1004(p.value.test)) codeCheck(p, p.parentPath.parentPath.value.discriminant);
  });
}

/** Where a finding's node starts (its own position, or its nearest positioned ancestor's). */
const start = (p: Path) => {
  for (let a: Path | null = p; a; a = a.parentPath) if (a.value?.loc) return a.value.loc.start;
  return { line: 0, column: 0 };
};

export default defineTransform({
  id: 'error-chain',
  eol: '2024-10-01',
  kind: 'rewrite+report',
  title: 'DNS creation errors: error_chain omitted, errors[] holds the root cause',
  replacement: 'the root cause is x.error_chain?.[0] ?? x (accepts both forms)',
  triggers: [FIELD, String(WRAPPER_CODE)],
  // error_chain on an errors element anchors itself; a lone 1004 check needs the API's anchors.
  anchors: (config) => [FIELD, ...apiAnchorWords(config)],
  example: 'axios-handler',
  explain: `Until 2024-10-01 a DNS record creation that failed validation returned errors[0] = { code: 1004,
message: 'DNS Validation Error', error_chain: [{ code, message }] }; since then error_chain is omitted and
errors[] holds the root cause directly. error_chain still exists for some other errors (6003 wrapping 6111),
so the rewrite accepts both forms: the root cause is x.error_chain?.[0] ?? x.
Acts only on Cloudflare code: the file makes an anchored API call or holds a cloudflare SDK client, or
the error_chain read sits on an element of an errors array (x.errors[0].error_chain, an errors[i] held
in a const, the element of a for…of or .forEach/.map over x.errors). An error_chain elsewhere in a file
with no such anchor is somebody else's field and is left alone.
Rewritten:
- x.error_chain[0] (also ?.[0]) → (x.error_chain?.[0] ?? x), so e.response.data.errors[0].error_chain[0].message
  (axios), err.response.body.errors[0].error_chain[0].code (got, SDK v2), body.errors[0]... (fetch) and
  err.errors[0]... (SDK v4 APIError) read the root cause in both forms;
- loops over x.error_chain (for…of, .forEach/.map/.filter/.some/..., spread) iterate (x.error_chain ?? [x]).
A type assertion written around the read stays, over the fallback, so the code after it keeps the type it
was written against (a callback's parameter keeps its contextual type under strict):
(x.error_chain as T[]).map(…) → ((x.error_chain ?? [x]) as T[]).map(…), likewise <T[]>x.error_chain and
a ! above an assertion; (x.error_chain as T[])[0] → ((x.error_chain ?? [x]) as T[])[0]; an assertion on the
element stays around (x.error_chain?.[0] ?? x); a satisfies check stays on the chain it checks
((x.error_chain satisfies T[]) ?? [x]); a ! on the chain itself goes (the fallback is never absent); a
JSDoc cast keeps its parentheses, the fallback inside them, wherever the chain is held (a spread, extra
parentheses, [0]: /** @type {T[]} */ (x.error_chain)?.[0] ?? x), and a comment in an assertion stays where it
is written. Without such an assertion (after a ! or a satisfies check alone too), TypeScript code reads
the chain's own type, which ?? [x] would widen to the error's too (c.detail in a callback, a member only a
cause has, would no longer compile): in a .ts/.tsx file the fallback is cast back to the chain's type,
x.error_chain?.map(…) → ((x.error_chain ?? [x]) as NonNullable<typeof x.error_chain>).map(…), [number] for
x.error_chain[0]; where x is no name a type can read (errors[0], a call) the read is reported instead.
No cast where the chain is known to be any: a JavaScript file, a read on (v as any), on a name declared
: any, on a catch clause's parameter (catch (err: any) { err.errors[0].error_chain[0] }) or on a const
given await res.json() of the platform's fetch, neither annotated (the DOM's json() answers any).
Reported (review marker, no change): a read whose object contains a call (it would run twice: hold it in a
const); reads that throw when the chain is absent (x.error_chain.length, x.error_chain[0] as a test); other
uses (the chain returned, passed on, destructured, indexed past 0); recursive visitors that walk the chain
(iterating [x] there would recurse forever: let them stop on an error without a chain); comparisons of a
code with 1004 (x.code === 1004, case 1004) read on an errors element, inside a catch clause or .catch
callback of a Cloudflare file, or on the parameter of a small predicate function of a Cloudflare file
(isDnsValidationError(err): the wrapper no longer comes, check the root cause's code) that the file
applies to the API's errors (errors.some(isX), isX(body.errors[0]), in a catch or in the branch of an
if (!body.success)), or, used nowhere in the file (exported), in a file that handles API errors (a
catch, if (!body.success) throw or return, a read of error_chain) or applied only to values of unknown
origin there; a predicate the file applies only to values known to be something else (a const holding
another API's reply, the element of another array) is left alone; fake API
errors in tests that build { code: 1004, error_chain: [...] } (add the current form next to them).
Left alone: code that already accepts both forms (a ?? or || fallback that reads the error itself, such as
errors?.[0]?.error_chain?.[0]?.message ?? errors?.[0]?.message; reads guarded by if (x.error_chain) or
x.error_chain && ...; x.error_chain ?? [] and x.error_chain?.length), console.* logging of the chain, type
declarations (error_chain?: ...), fake errors of other codes (6003 wrapping 6111 still exists), and
error handlers that never mention error_chain.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages,
  run(ctx) {
    const scan: Scan = { ctx, fileAnchored: findApiCalls(ctx).length > 0 || sdkReceivers(ctx.j, ctx.root).any, findings: [] };
    const members: Path[] = [];
    currentIndex(ctx).of('MemberExpression', 'OptionalMemberExpression').forEach((p: Path) => {
      if (memberName(p.value) === FIELD) members.push(p);
    });
    // Innermost first would rewrite an object the outer read copies: nested chains are reported instead.
    for (const m of members) chainRead(scan, m);
    destructuredChains(scan);
    fakeErrors(scan);
    wrapperCodeChecks(scan, members);
    scan.findings
      .sort((a, b) => start(a.at).line - start(b.at).line || start(a.at).column - start(b.at).column)
      .forEach((f) => f.report());
  },
});
