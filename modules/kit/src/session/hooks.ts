import { useUnit } from 'effector-react';
import { $company, $isSuper, $plan, $user } from './model';

/** The signed-in user, company, plan and super flag for components. */
export function useSession() {
  const [user, company, plan, isSuper] = useUnit([$user, $company, $plan, $isSuper]);
  return { user, company, plan, isSuper, isAdmin: user?.profile === 'admin' };
}
