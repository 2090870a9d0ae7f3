import { lazyComponent } from './lazy-component.tsx';

/**
 * Admins only, on a reported listing's page: Keep Listing or Delete (the admin feature). Loaded when drawn, never
 * fetched ahead like the buyer buttons (so apart from buyer-buttons.tsx, whose imports the app runs as pages load).
 */
export const reportDecision = lazyComponent(
  () => import('../features/admin/components/report-decision.tsx').then((m) => m.ReportDecision),
  { afterContent: true },
);
