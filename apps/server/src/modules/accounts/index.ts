export { createUser, grantAccess, listUsers, OperatorError } from './operator.ts';
export { findEmailRecipient, optOutOfAllEmail } from './repo.ts';
export { accountsRoutes } from './routes.ts';
export { accountsWork } from './work.ts';
