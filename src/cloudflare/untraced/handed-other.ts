import type { ASTNode, ASTPath, JSCodeshift } from 'jscodeshift';
import { holdsOtherClient } from './other-host';
import { isMember, unwrap, loose, type MaybeNode } from '../../ast/syntax';
import { handedParameter } from '../../flow/constructions';
import { constructedWith, type ConstructingModule } from '../../flow/run-constructions';
import type { RecognitionContext } from '../calls/calls';

/*
 * A client handed to a class through its constructor (`constructor(http) { this.http = http }`,
 * `constructor(private http: Http)`) that every construction of the class in the run makes for
 * another host (`new Zone(axios.create({ baseURL: 'https://registrar.example.org/v1' }))`, or a name
 * holding such a client): a request sent on `this.http` is another API's (other-client.ts asks). A
 * class constructed nowhere in the run, or once with anything else (a client with the API host, a
 * value the layer does not pin down), says nothing: the request stays unknown.
 */

/** Whether what a construction passes (`arg`, in `module`) is a client made for another host, there or in a name holding it. */
const holdsArgument = (j: JSCodeshift, module: ConstructingModule, arg: MaybeNode): boolean => !!unwrap(arg) && holdsOtherClient({ j, root: module.root }, unwrap(arg) as ASTNode);

/** Whether the request `call` is sent on a member handed in through a constructor that every construction in the run fills with another host's client. */
export function handedOtherHost(ctx: RecognitionContext, call: ASTPath): boolean {
  const callee = loose(unwrap(loose(call.value).callee));
  const receiver = isMember(callee) ? unwrap(callee.object) : undefined;
  if (!receiver) return false;
  const handed = handedParameter(ctx, receiver as ASTNode);
  const className = loose(handed?.cls)?.id?.name as string | undefined;
  if (!handed || !className) return false;
  const judge = (module: ConstructingModule, at: ASTPath): true | undefined => (holdsArgument(ctx.j, module, loose(at.value).arguments[handed.index]) ? true : undefined);
  return constructedWith({ j: ctx.j, root: ctx.root, modules: ctx.modules, className, across: true, seen: new Set([ctx.root.get().value]), judge }) === true;
}
