import type { FastifyRequest } from 'fastify';

import { unauthorized } from '../../http/errors';
import type { AdminActor } from './audit';

/** The admin making the request, as the record of admin actions names them. */
export async function adminOf(request: FastifyRequest): Promise<AdminActor> {
  const admin = await request.sessionUser();
  if (!admin) throw unauthorized();
  return { id: admin.id, email: admin.email };
}
