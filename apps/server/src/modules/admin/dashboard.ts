import type { Dashboard } from '@discus/domain/contracts/admin-orders';
import type { Db } from '../../db/client.ts';
import { lowStockVariants } from '../catalog/admin-inventory.ts';
import { topSearchMisses } from '../catalog/search-misses.ts';
import { salesFigures } from '../orders/admin-figures.ts';
import { recentOrderRows } from '../orders/admin-orders.ts';

/**
 * The owner's morning view: sales (orders module), what is running out (catalogue), newest orders,
 * and what buyers searched for and did not find (catalogue).
 */
export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const [sales, stock, recentOrders, searchMisses] = await Promise.all([
    salesFigures(db, now),
    lowStockVariants(db, 20),
    recentOrderRows(db, 10),
    topSearchMisses(db, now, 10),
  ]);
  return { ...sales, stock, recentOrders, searchMisses };
}
