// What the browser needs of each route of the contract: its method, its path and whether it takes the caller's
// token. The admin's build replaces this module with the same table as plain data (web/admin/route-table-as-data.ts),
// so the app's first load does not carry the contract's schemas and zod; the types still come from the contract.
import { ROUTES, type RouteDef, type RouteName } from '../../../../shared/api-contract';

export type RouteLine = Pick<RouteDef, 'method' | 'path' | 'auth'>;

export const ROUTE_TABLE = Object.fromEntries(
  Object.entries(ROUTES).map(([name, r]: [string, RouteDef]) => [name, { method: r.method, path: r.path, auth: r.auth }]),
) as Record<RouteName, RouteLine>;
