// The tiny permission engine every policy file registers with (after outline's cancan):
// `allow(model, actions, condition)` declares who may do what; `can` asks; `authorize` asks and throws
// 403; `abilities` lists every action for one target (used by tests and to tell the client what to show).
import { ForbiddenError } from '../errors';
import type { Actor } from './actor';
import type { PolicyModels } from './models';

type ModelName = keyof PolicyModels;
type ActionOf<M extends ModelName> = PolicyModels[M]['actions'];
type TargetOf<M extends ModelName> = PolicyModels[M]['target'];
type Condition<M extends ModelName> = (actor: Actor, target: TargetOf<M>) => boolean;

const rules = new Map<ModelName, Map<string, Array<Condition<ModelName>>>>();

/** Declares that `actions` on `model` are allowed when `condition` holds (any one matching rule suffices). */
export function allow<M extends ModelName>(
  model: M,
  actions: ActionOf<M> | ReadonlyArray<ActionOf<M>>,
  condition: Condition<M>,
): void {
  const byAction = rules.get(model) ?? new Map<string, Array<Condition<ModelName>>>();
  rules.set(model, byAction);
  for (const action of typeof actions === 'string' ? [actions] : (actions as ReadonlyArray<string>)) {
    const list = byAction.get(action) ?? [];
    list.push(condition as Condition<ModelName>);
    byAction.set(action, list);
  }
}

/** Whether `actor` may do `action` on `target`; anonymous callers may do nothing here. */
export function can<M extends ModelName>(actor: Actor | null, action: ActionOf<M>, model: M, target: TargetOf<M>): boolean {
  if (!actor) return false;
  const conditions = rules.get(model)?.get(action) ?? [];
  return conditions.some((condition) => condition(actor, target));
}

/** Like `can`, but throws 403 with `message` when not allowed. */
export function authorize<M extends ModelName>(
  actor: Actor | null,
  action: ActionOf<M>,
  model: M,
  target: TargetOf<M>,
  message = 'You are not allowed to do that',
): void {
  if (!can(actor, action, model, target)) throw new ForbiddenError(message);
}

/** Every declared action on `model` with whether `actor` may do it on `target`. */
export function abilities<M extends ModelName>(actor: Actor | null, model: M, target: TargetOf<M>): Record<string, boolean> {
  const result: Record<string, boolean> = {};
  for (const action of [...(rules.get(model)?.keys() ?? [])].sort()) {
    result[action] = can(actor, action as ActionOf<M>, model, target);
  }
  return result;
}
