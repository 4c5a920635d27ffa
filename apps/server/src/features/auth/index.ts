// What other features may ask of auth.
export { isEmailRegistered, isUsernameTaken } from './account-lookup';
