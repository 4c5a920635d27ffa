// What other features may ask of the admin console: to record an admin action they carry out,
// in the transaction that makes the change.
export { recordAdminAction, type AdminActor } from './audit';
