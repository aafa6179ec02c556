import type { AuthUser } from '@balcao/core';

/** Who is acting: the verified caller, whose companyId is the only company a service acts on. */
export type Caller = Pick<AuthUser, 'id' | 'companyId' | 'profile' | 'super'>;
