import type { ASTNode, ASTPath, JSCodeshift } from 'jscodeshift';
import { pathOfNode } from '../../ast/node-index';
import { isMember, unwrap, type MaybeNode } from '../../ast/syntax';
import { handedParameter } from '../../flow/constructions';
import { constructedWith, type ConstructingModule } from '../../flow/run-constructions';
import { values } from '../../flow/values';
import { valueNode } from '../../flow/value';
import type { RecognitionContext } from '../calls/calls';

/*
 * A client handed to a class through its constructor (`constructor(http) { this.http = http }`,
 * `constructor(private http: Http)`) that every construction of the class in the run makes for
 * another host (`new Zone(axios.create({ baseURL: 'https://registrar.example.org/v1' }))`, or a name
 * holding such a client): a request sent on `this.http` is another API's (other-client.ts asks). A
 * class constructed nowhere in the run, or once with anything else (a client with the API host, a
 * value the layer does not pin down), says nothing: the request stays unknown.
 */

const OTHER_HOST = /^(?:https?:)?\/\/(?!api\.cloudflare\.com(?:[/:]|$))[a-z0-9.-]+\.[a-z]{2,}/i;
const API_HOST = 'api.cloudflare.com';

type Loose = ReturnType<typeof unwrap>;
const loose = (n: unknown): Loose => n;

/** The literal texts written in a node (strings, template parts). */
function textsIn(j: JSCodeshift, node: ASTNode): string[] {
  const out: string[] = [];
  j(node as never)
    .find(j.Node)
    .forEach((p) => {
      const n = loose(p.value);
      if ((n?.type === 'StringLiteral' || n?.type === 'Literal') && typeof n.value === 'string') out.push(n.value);
      else if (n?.type === 'TemplateElement') out.push(String(n.value?.cooked ?? n.value?.raw ?? ''));
    });
  return out;
}

/** A client made here (a call or a `new`) whose literals name another host and not the API's. */
function madeForOtherHost(j: JSCodeshift, made: Loose): boolean {
  if (made?.type !== 'CallExpression' && made?.type !== 'NewExpression') return false;
  const texts = textsIn(j, made as ASTNode);
  return texts.some((t) => OTHER_HOST.test(t)) && !texts.some((t) => t.includes(API_HOST));
}

/** Whether what a construction passes (`arg`, in `module`) is a client made for another host, there or in a name holding it. */
function otherHostArgument(j: JSCodeshift, module: ConstructingModule, arg: MaybeNode): boolean {
  const value = loose(unwrap(arg));
  if (!value) return false;
  if (value.type !== 'Identifier') return madeForOtherHost(j, value);
  const ctx = { j, root: module.root };
  const at = pathOfNode(ctx, value as ASTNode);
  const held = at ? values(ctx, at) : [];
  return held.length > 0 && held.every((v) => v.kind !== 'string' && madeForOtherHost(j, loose(valueNode(v))));
}

/** Whether the request `call` is sent on a member handed in through a constructor that every construction in the run fills with another host's client. */
export function handedOtherHost(ctx: RecognitionContext, call: ASTPath): boolean {
  const callee = loose(unwrap(loose(call.value).callee));
  const receiver = isMember(callee) ? unwrap(callee.object) : undefined;
  if (!receiver) return false;
  const handed = handedParameter(ctx, receiver as ASTNode);
  const className = loose(handed?.cls)?.id?.name as string | undefined;
  if (!handed || !className) return false;
  const judge = (module: ConstructingModule, at: ASTPath): true | undefined => (otherHostArgument(ctx.j, module, loose(at.value).arguments[handed.index]) ? true : undefined);
  return constructedWith({ j: ctx.j, root: ctx.root, modules: ctx.modules, className, across: true, seen: new Set([ctx.root.get().value]), judge }) === true;
}
