import type { ASTNode, ASTPath, CallExpression } from 'jscodeshift';
import { pathOfNode } from '../ast/node-index';
import { ownReturns } from './returns';
import { isMember, memberName, stringValue, unwrap, type FunctionNode } from '../ast/syntax';
import { MAX_VALUES } from './budget';
import { concatValues } from './lists';
import { isParamSearch } from './template-fill';
import { concat, encoded, isEncoder, join, replaceFirst } from './strings';
import { declarationsAt } from '../ast/scope';
import { evaluate, union, type Question } from './question';
import { markReadOnly, unknown, type Origin, type Value } from './value';
import { paramAt, thisShift } from '../ast/this-parameter';
import { decideAll } from './prefix-tests';
import { madeClient } from './http-clients';
import { without } from './narrowing';

/*
 * What a call holds: a function of the file called by name (`zonePath(z)`: its return values with
 * each parameter bound to the call's argument), and the string methods the layer knows on a known
 * receiver (`.replace(a, b)` with both written as strings, `list.join(sep)`, `list.concat(…)`, `.toString()`,
 * `String(x)`), and a method the layer knows (`api.path(z)` of a class or an object literal of the
 * file, members.ts). Any other call (an import, a built-in) is unknown.
 */

export function callValues(q: Question, path: ASTPath<CallExpression>, depth: number): Value[] {
  const call = path.value;
  const next = (p: ASTPath): Value[] => evaluate(q, p, depth + 1);
  const args = call.arguments;
  if (args.some((a) => a.type === 'SpreadElement')) return [unknown(call)];
  const callee = unwrap(call.callee);
  if (isMember(callee) && callee === call.callee) {
    const receiver = () => next(path.get('callee', 'object'));
    switch (memberName(callee)) {
      case 'replace': {
        const [search, replacement] = args.map((a) => stringValue(a));
        // A `:param` segment of a path template filled in (template-fill.ts): the template as written, not the caller's to edit here.
        if (args.length === 2 && isParamSearch(args[0])) return markReadOnly(receiver(), 'call');
        if (args.length !== 2 || search === undefined || replacement === undefined) return [unknown(call)];
        // The result's text is the receiver's with a replacement made: not the receiver's literal to edit.
        return markReadOnly(receiver().map((v) => replaceFirst(v, search, replacement, call)), 'call');
      }
      case 'join': {
        const separator = args.length === 0 ? ',' : args.length === 1 ? stringValue(args[0]) : undefined;
        if (separator === undefined) return [unknown(call)];
        return receiver().flatMap((v) => (v.kind === 'list' ? (join(v.elements, separator) ?? cutShort(q, call)) : [unknown(call)]));
      }
      case 'concat':
        return concatValues(q, path, receiver(), depth);
      case 'map': {
        // `segments.map(encodeURIComponent)`: each element encoded (a callback's elements are loops.ts's).
        const encoder = args.length === 1 ? unwrap(args[0]) : undefined;
        // Any other `.map` may be a method of the file's (`api.map(z)`): called as below.
        if (encoder?.type !== 'Identifier' || !isEncoder(encoder.name) || declarationsAt(q.index, path.get('arguments', 0), encoder.name).length > 0) {
          // A callback of the file over an array: a list of its return values (below); else a method of the file's, called as below.
          const mapped = args.length >= 1 ? mappedValues(q, path, receiver(), depth) : undefined;
          if (mapped) return mapped;
          break;
        }
        return receiver().map((v) => (v.kind === 'list' ? { ...v, elements: v.elements.map((e) => e.map((x) => encoded(x, encoder.name, call))) } : unknown(call)));
      }
      case 'toString':
        // A URL object's text is the URL object's value (value.ts's `UrlValue`).
        return args.length === 0 ? receiver().map((v) => (v.kind === 'string' || v.kind === 'url' ? v : unknown(call))) : [unknown(call)];
      case 'create':
      case 'extend':
      case 'defaults': {
        // An HTTP client with its base (http-clients.ts); any other `create` is a method, called as below.
        const made = madeClient(q, path, memberName(callee), depth);
        if (made) return made;
        break;
      }
      default:
        // A method the layer may know (classes.ts, members.ts): called as below.
        break;
    }
  }
  if (callee?.type === 'Identifier' && callee.name === 'String' && args.length === 1) {
    return next(path.get('arguments', 0)).map((v) => (v.kind === 'string' || v.kind === 'url' ? v : unknown(call)));
  }
  // What a function returns is written in the function, for every caller: read-only at this call (see value.ts's `ReadOnly`).
  return next(path.get('callee')).flatMap((v): Value[] => {
    // (A method run on a class holding state of its own that it inherits through: its `this` is not the declaring class's, classes.ts.)
    if (v.kind === 'function') return v.through ? [unknown(call)] : markReadOnly(called(q, v.fn, path, depth), 'call');
    // A function another module declares (`makeClient(token)`): what it returns is that module's to say (value.ts's `called`).
    if (v.kind === 'import' && v.members.length === 0 && !v.instance && v.name !== '*') return [unknown(call, { kind: 'returned', source: v.source, name: v.name, members: [] })];
    return [unknown(call)];
  });
}

/**
 * `list.map(fn)` with `fn` a function of the file, written there or named (docs/value-flow.md, "Lists
 * and their elements"): a list of fn's return values (`ItemsValue`), an inline callback's element
 * parameter read as the receiver's element (loops.ts), a named function's first parameter bound to
 * each element the receiver may hold. Undefined when the receiver may be something with a `map` method
 * of its own (an instance, an import, an object: called as a method), or the callback is not one
 * function of the file. An async callback's or a generator's elements are not its `return` values.
 */
function mappedValues(q: Question, path: ASTPath<CallExpression>, receiver: Value[], depth: number): Value[] | undefined {
  if (!receiver.every((v) => v.kind === 'list' || v.kind === 'items' || v.kind === 'unknown')) return undefined;
  const call = path.value;
  const callbacks = evaluate(q, path.get('arguments', 0), depth + 1);
  const [callback] = callbacks;
  const items = (each: Value[]): Value[] => [{ kind: 'items', node: call, each }];
  // A function another module gives (`records.map(toCfRecord)`, imported): a list of what it returns,
  // which this module does not know (the asker may follow the import: converter-uses.ts).
  if (callbacks.length === 1 && callback.kind === 'import' && !callback.instance) return items([unknown(call)]);
  if (callbacks.length !== 1 || callback.kind !== 'function') return undefined;
  const fn = callback.fn;
  const at = pathOfNode(q.ctx, fn) as ASTPath<FunctionNode> | undefined;
  if (!at) return undefined;
  if (fn.async || fn.generator) return items([unknown(call)]);
  const returned = returnValues(q, at, depth);
  if (!returned) return items([unknown(call)]);
  // Written in the call: its parameter's reads are the loop's element already.
  if (fn === unwrap(call.arguments[0])) return items(returned);
  const elements = receiver.flatMap((v): Value[] => (v.kind === 'list' ? v.elements.flat() : v.kind === 'items' ? v.each : [unknown(call, { kind: 'element', loop: call })]));
  const bound = returned.map((v) => bind(v, fn, (index, hole) => (index === 0 ? elements : [unknown(hole)])));
  if (bound.some((b) => b === null)) return cutShort(q, call);
  // A named function's literals are written for every caller: read-only here.
  return items(markReadOnly(union(q, call, ...(bound as Value[][])), 'call'));
}

const cutShort = (q: Question, node: ASTNode): Value[] => {
  q.budget.cut = true;
  return [unknown(node)];
};

/** A function's return values at one call: each parameter's hole filled with the values of the argument given for it. */
function called(q: Question, fn: FunctionNode, call: ASTPath<CallExpression>, depth: number): Value[] {
  // An async function or a generator returns a promise or an iterator, not its `return` values (an awaited one's are what `await` gives: expressions.ts).
  if ((fn.async && call.parent?.value.type !== 'AwaitExpression') || fn.generator) return [unknown(call.value)];
  const at = pathOfNode(q.ctx, fn);
  const returned = at && returnValues(q, at, depth);
  if (!at || !returned) return [unknown(call.value)];
  const args = new Map<number, Value[]>();
  const argument = (index: number, hole: ASTNode): Value[] => {
    let found = args.get(index);
    if (!found) {
      const param = paramAt(fn, index);
      if (index < call.value.arguments.length) found = evaluate(q, call.get('arguments', index), depth + 1);
      else if (param?.type === 'AssignmentPattern') found = evaluate(q, at.get('params', index + thisShift(fn), 'right'), depth + 1);
      else found = [unknown(hole)];
      args.set(index, found);
    }
    return found;
  };
  const bound = returned.map((v) => bind(v, fn, argument, call.value));
  return bound.some((b) => b === null) ? cutShort(q, call.value) : union(q, call.value, ...(bound as Value[][]));
}

/**
 * A value with `fn`'s parameters replaced by what `argument` gives for them; null past MAX_VALUES. A
 * URL object or an object literal made in `fn` keeps its expressions and says which `call` binds them
 * (value.ts's `bound`).
 */
function bind(value: Value, fn: FunctionNode, argument: (index: number, hole: ASTNode) => Value[], call?: CallExpression): Value[] | null {
  /** What a hole of `origin` holds once fn's parameters are bound, but the strings a guard over its read turned away (`excluded`): undefined when it is not one of them (nor a `.replace` of one). */
  const filled = (origin: Origin, node: ASTNode, excluded?: Set<string>): Value[] | undefined => {
    if (origin.kind === 'parameter') return origin.fn === fn ? without(argument(origin.index, node), excluded) : undefined;
    if (origin.kind !== 'replaced') return undefined;
    return filled(origin.from, node)?.map((v) => replaceFirst(v, origin.search, origin.replacement, node));
  };
  // Held on one branch of a test the subject's values did not decide: the arguments may (conditionals.ts).
  if (value.when) {
    const when = value.when;
    const subject = when.subject.flatMap((v) => bind(v, fn, argument, call) ?? [unknown(when.conditional)]);
    const answer = decideAll(when, subject);
    if (answer !== undefined && answer !== when.taken) return [];
    const bound = bind({ ...value, when: undefined }, fn, argument, call);
    return answer !== undefined || !bound ? bound : bound.map((v) => (v.when ? v : { ...v, when: { ...when, subject } }));
  }
  switch (value.kind) {
    case 'unknown': {
      const found = filled(value.origin, value.node, value.excluded);
      return found ? defaulted(found, value) : [value];
    }
    case 'string': {
      const operands = value.parts.map((p): Value[] | undefined => (p.kind === 'hole' ? filled(p.origin, p.node, p.excluded) : undefined));
      if (operands.every((o) => o === undefined)) return [value];
      const made = concat(operands.map((o, i): Value[] => o ?? [{ kind: 'string', parts: [value.parts[i]] }]));
      return made && defaulted(made, value);
    }
    case 'list': {
      const elements = value.elements.map((element) => element.flatMap((v) => bind(v, fn, argument, call) ?? [unknown(value.node)]));
      return elements.some((e) => e.length > MAX_VALUES) ? null : [{ ...value, elements }];
    }
    case 'url':
    case 'object':
      return call ? [{ ...value, bound: [...(value.bound ?? []), { fn, call }] }] : [value];
    default:
      return [value];
  }
}

/**
 * The values a bound value stands for, still saying that it falls back from what the default written
 * in the function replaces (`const API = process.env.CF_API ?? 'https://…'` read by a helper's
 * template: the value made with the environment's is the one the code falls back from at every call).
 */
function defaulted(found: Value[], value: Value): Value[] {
  const { beforeDefault } = value;
  return beforeDefault ? found.map((v) => (v.beforeDefault ? v : { ...v, beforeDefault })) : found;
}

/**
 * The values a function returns: its expression body, or the argument of each `return` of its own
 * (not of a function nested in it), with `undefined` (unknown) when its body can end without one.
 * Undefined when it has no body.
 */
export function returnValues(q: Question, at: ASTPath<FunctionNode>, depth: number): Value[] | undefined {
  const fn = at.value;
  if (!fn.body) return undefined;
  if (fn.body.type !== 'BlockStatement') return evaluate(q, at.get('body'), depth + 1);
  const returns = ownReturns(q.index, fn);
  const sets = returns.map((r) => (r.value.argument ? evaluate(q, r.get('argument'), depth + 1) : [unknown(r.value)]));
  const last = fn.body.body[fn.body.body.length - 1];
  if (last?.type !== 'ReturnStatement' && last?.type !== 'ThrowStatement') sets.push([unknown(fn.body)]);
  return union(q, fn, ...sets);
}
