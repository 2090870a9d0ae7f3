import { z } from 'zod';

/** GET /stats: the home page's Total Products, Total Users and Total Sells, counted by the database. */
export const statsSchema = z.object({
  totalProducts: z.number().int(),
  totalUsers: z.number().int(),
  totalSells: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/**
 * GET /allproducts, /allusers, /soldproducts answer ids only: the spec's client only counts them, and
 * nobody's name, email or listing leaks through a public call. One page holds at most STATS_LIST_CAP ids.
 */
export const STATS_LIST_CAP = 1000;

export const idListSchema = z.array(z.object({ _id: z.string() }));
