/** The order id of a link such as /order_details?id=12: a positive whole number, else null. */
export function orderIdFrom(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
