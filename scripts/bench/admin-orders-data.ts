import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';

/** `count` orders of two lines each over a year, every status, made in one statement (generate_series). */
export async function generateOrders(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    WITH made AS (
      INSERT INTO orders (order_number, status, customer_name, phone, email, line1, city, state, pin_code,
        subtotal_paise, tax_paise, shipping_paise, total_paise, live_fish, stock_reserved, paid_at, created_at)
      SELECT 'BX-' || lpad(n::text, 7, '0'),
        (ARRAY['delivered','delivered','delivered','delivered','shipped','packed','paid','pending_payment',
          'payment_failed','cancelled','refunded'])[1 + n % 11],
        (ARRAY['Asha','Ravi','Meera','Kabir','Diya','Arjun','Sana','Vikram'])[1 + n % 8] || ' ' ||
          (ARRAY['Iyer','Shah','Rao','Khan','Gill','Das','Nair','Joshi','Patel'])[1 + n % 9] || ' ' || n,
        '9' || lpad((n * 7919 % 1000000000)::text, 9, '0'), 'buyer' || n || '@example.com', 'Flat ' || n, 'Pune',
        (ARRAY['Maharashtra','Karnataka','Gujarat','Goa','Kerala','Delhi'])[1 + n % 6], '411001',
        100000 + (n * 37 % 900000), 18000, 15000, 133000 + (n * 37 % 900000), n % 3 = 0, false,
        CASE WHEN n % 11 IN (7, 8) THEN NULL ELSE now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute' END,
        now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute' - interval '5 minutes'
      FROM generate_series(1, ${count}) n
      RETURNING id)
    INSERT INTO order_lines (order_id, product_id, title, size, unit_price_paise, tax_percent, quantity, hsn_code,
      net_paise, tax_paise, cgst_paise, sgst_paise, total_paise)
    SELECT m.id, p.id, p.title, '4"', 50000, 18, 1 + m.id % 3, '0301', 50000, 9000, 4500, 4500, 59000
    FROM made m CROSS JOIN LATERAL (
      SELECT id, title FROM products ORDER BY id OFFSET (m.id % 20) LIMIT 1) p
    CROSS JOIN generate_series(1, 2)`);
  // As autovacuum would leave a table that has settled: statistics and the visibility map current.
  await db.execute(sql`VACUUM ANALYZE orders`);
  await db.execute(sql`VACUUM ANALYZE order_lines`);
}
