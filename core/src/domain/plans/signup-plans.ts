import type { Plan } from './plan-model.js';

/** Spec §2 Signup: plans the operator keeps for partners and legacy customers are never offered or accepted. */
const HIDDEN_AT_SIGNUP = new Set(['Parceiro', 'Plano 1']);

/** A plan anyone may sign up to: enabled and not one of the hidden names. */
export const isSignupPlan = (plan: Pick<Plan, 'name' | 'enabled'>) =>
  plan.enabled && !HIDDEN_AT_SIGNUP.has(plan.name.trim());
