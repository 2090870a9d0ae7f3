import { z } from 'zod';

/**
 * GET /dashboard/overview: the dashboard home's charts, for the caller's own role only. Weeks are ISO weeks
 * (Monday to Sunday, UTC), the last DASHBOARD_WEEKS of them oldest first and the current one last; a week
 * without activity is there with zeros, so a chart's axis never skips a week.
 */
export const DASHBOARD_WEEKS = 12;

const count = z.number().int().min(0);

/** `week` is the Monday the week starts on, YYYY-MM-DD. */
export const weeklySalesSchema = z.object({
  week: z.string(),
  /** Paid orders whose payment went through that week. */
  sales: count,
  /** Dollars, the sum of those orders' prices. */
  revenue: z.number(),
});
export type WeeklySales = z.infer<typeof weeklySalesSchema>;

export const weeklyCountSchema = z.object({ week: z.string(), count });
export type WeeklyCount = z.infer<typeof weeklyCountSchema>;

export const adminOverviewSchema = z.object({
  role: z.literal('admin'),
  salesPerWeek: z.array(weeklySalesSchema),
  listingsPerWeek: z.array(weeklyCountSchema),
  usersByRole: z.object({ buyer: count, seller: count, admin: count }),
  /** Reported products still listed (what the Reported Item page shows), and the reports against them. */
  openReports: z.object({ products: count, reports: count }),
});

export const sellerOverviewSchema = z.object({
  role: z.literal('seller'),
  listingsByStatus: z.object({ Available: count, Booked: count, Paid: count }),
  salesPerWeek: z.array(weeklySalesSchema),
});

export const buyerOverviewSchema = z.object({
  role: z.literal('buyer'),
  ordersByStatus: z.object({ Booked: count, Paid: count }),
});

export const dashboardOverviewSchema = z.discriminatedUnion('role', [
  adminOverviewSchema,
  sellerOverviewSchema,
  buyerOverviewSchema,
]);
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export type SellerOverview = z.infer<typeof sellerOverviewSchema>;
export type BuyerOverview = z.infer<typeof buyerOverviewSchema>;

/** What the dashboard home's overview says; each chart has a title, a summary for screen readers and an empty state. */
export const DASHBOARD_TEXT = {
  overviewHeading: 'Your overview',
  loading: 'Loading your overview…',
  what: 'your overview',
  showAsTable: 'Show as table',
  weekColumn: 'Week of',
  lastWeeks: `Last ${DASHBOARD_WEEKS} weeks`,
  salesPerWeek: 'Sales per week',
  revenuePerWeek: 'Revenue per week',
  listingsPerWeek: 'New listings per week',
  usersByRole: 'Users by role',
  openReports: 'Open reports',
  listingsByStatus: 'Your listings by status',
  yourSales: 'Your sales per week',
  yourRevenue: 'Your revenue per week',
  ordersByStatus: 'Your orders by status',
  noSalesAdmin: 'No sales yet — sales show here once a buyer pays for an order.',
  noListingsAdmin: `No new listings in the last ${DASHBOARD_WEEKS} weeks.`,
  noReports: 'No open reports — nothing is waiting for review.',
  reviewReports: 'Review reported items',
  noListingsSeller: 'No listings yet — add your first guitar and it shows here.',
  addProduct: 'Add A Product',
  noSalesSeller: 'No sales yet — your sales show here once a buyer pays for one of your guitars.',
  noOrders: 'No orders yet — browse the guitars and book one you like.',
  browseGuitars: 'Browse guitars',
} as const;
