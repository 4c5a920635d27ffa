// Setting a role from the command line (`npm run user:role -- <email> <role>`): how the first
// admin of a real deployment is made. The rule lives here; scripts/user-role.ts is the CLI.
import { roles, type Role } from '@sada/contracts/enums';

import type { Database } from '../../db/client';
import { findAccountByEmail, setRole } from './repository';

export class UserRoleError extends Error {
  override name = 'UserRoleError';
}

export interface RoleChange {
  userId: string;
  email: string;
  previousRole: Role | null;
  role: Role;
}

function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

export async function setUserRole(db: Database, email: string, role: string): Promise<RoleChange> {
  if (!isRole(role)) {
    throw new UserRoleError(`Unknown role "${role}". Use one of: ${roles.join(', ')}.`);
  }
  const account = await findAccountByEmail(db, email);
  if (!account) throw new UserRoleError(`No account has the e-mail address "${email}".`);
  await setRole(db, account.id, role);
  return { userId: account.id, email: account.email, previousRole: account.role, role };
}
