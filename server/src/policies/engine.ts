// The tiny permission engine every policy file registers with (after outline's cancan):
// `allow(model, actions, condition)` declares who may do what, `allowGuest` what an anonymous visitor may; `can`
// asks; `authorize` asks and throws 403; `abilities` lists every action for one target (used by tests and to tell
// the client what to show).
import { ForbiddenError } from '../errors';
import { GUEST, isGuest, type Actor, type Caller } from './actor';
import type { PolicyModels } from './models';

type ModelName = keyof PolicyModels;
type ActionOf<M extends ModelName> = PolicyModels[M]['actions'];
type TargetOf<M extends ModelName> = PolicyModels[M]['target'];
type Condition<M extends ModelName> = (actor: Actor, target: TargetOf<M>) => boolean;
type GuestCondition<M extends ModelName> = (target: TargetOf<M>) => boolean;

const rules = new Map<ModelName, Map<string, Array<Condition<ModelName>>>>();
const guestRules = new Map<ModelName, Map<string, Array<GuestCondition<ModelName>>>>();

function register<C>(
  table: Map<ModelName, Map<string, C[]>>,
  model: ModelName,
  actions: string | ReadonlyArray<string>,
  condition: C,
) {
  const byAction = table.get(model) ?? new Map<string, C[]>();
  table.set(model, byAction);
  for (const action of typeof actions === 'string' ? [actions] : actions) {
    byAction.set(action, [...(byAction.get(action) ?? []), condition]);
  }
}

/** Declares that `actions` on `model` are allowed when `condition` holds (any one matching rule suffices). */
export function allow<M extends ModelName>(
  model: M,
  actions: ActionOf<M> | ReadonlyArray<ActionOf<M>>,
  condition: Condition<M>,
): void {
  register(rules, model, actions as string | ReadonlyArray<string>, condition as Condition<ModelName>);
}

/** Declares that a guest (an anonymous visitor) may do `actions` on `model` when `condition` holds. */
export function allowGuest<M extends ModelName>(
  model: M,
  actions: ActionOf<M> | ReadonlyArray<ActionOf<M>>,
  condition: GuestCondition<M>,
): void {
  register(guestRules, model, actions as string | ReadonlyArray<string>, condition as GuestCondition<ModelName>);
}

/**
 * Whether `caller` may do `action` on `target`: a guest by the guest rules alone, a signed-in actor by the others.
 * `null` is a guest too (callers that have no request's caller at hand).
 */
export function can<M extends ModelName>(caller: Caller | null, action: ActionOf<M>, model: M, target: TargetOf<M>): boolean {
  const who = caller ?? GUEST;
  if (isGuest(who)) return (guestRules.get(model)?.get(action) ?? []).some((condition) => condition(target));
  return (rules.get(model)?.get(action) ?? []).some((condition) => condition(who, target));
}

/** Like `can`, but throws 403 with `message` when not allowed. */
export function authorize<M extends ModelName>(
  actor: Caller | null,
  action: ActionOf<M>,
  model: M,
  target: TargetOf<M>,
  message = 'You are not allowed to do that',
): void {
  if (!can(actor, action, model, target)) throw new ForbiddenError(message);
}

/** Every declared action on `model` with whether `actor` may do it on `target`. */
export function abilities<M extends ModelName>(actor: Caller | null, model: M, target: TargetOf<M>): Record<string, boolean> {
  const result: Record<string, boolean> = {};
  for (const action of [...(rules.get(model)?.keys() ?? [])].sort()) {
    result[action] = can(actor, action as ActionOf<M>, model, target);
  }
  return result;
}
