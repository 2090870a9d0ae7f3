import { createBrowserRouter, type RouteObject } from 'react-router';
import { PlainLayout } from './app/layouts/plain-layout.tsx';
import { RootHydrateFallback, RootLayout } from './app/layouts/root-layout.tsx';
import { ErrorScreen } from './app/error-screen.tsx';
import { DashboardErrorScreen } from './app/dashboard-error-screen.tsx';
import { RequireAuth, RequireRole } from './app/guards.tsx';
import { HomeRoute } from './app/pages/home-route.tsx';
import { categoryPageChunk, productPageChunk } from './app/page-chunks.ts';
import type { Role } from '@restrung/shared/constants';

type PageModule = Promise<Record<string, unknown>>;

/** A lazily loaded page (its own chunk), optionally behind a guard. */
function page(load: () => PageModule, name: string, guard?: 'auth' | Role): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = (await load())[name] as React.ComponentType;
      if (!guard) return { Component: Page };
      if (guard === 'auth')
        return {
          Component: () => (
            <RequireAuth>
              <Page />
            </RequireAuth>
          ),
        };
      return {
        Component: () => (
          <RequireRole role={guard}>
            <Page />
          </RequireRole>
        ),
      };
    },
  };
}

/** Routes and guards as SPEC.md section 2 lists them, under one root that restores scrolling. */
const pages: RouteObject[] = [
  {
    path: '/',
    element: <PlainLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, Component: HomeRoute },
      { path: 'blogs', ...page(() => import('./features/about/pages/about-page.tsx'), 'AboutPage') },
      { path: 'privacy', ...page(() => import('./features/privacy/pages/privacy-page.tsx'), 'PrivacyPage') },
      { path: 'login', ...page(() => import('./features/auth/pages/login-page.tsx'), 'LoginPage') },
      { path: 'signup', ...page(() => import('./features/auth/pages/signup-page.tsx'), 'SignupPage') },
      {
        path: 'forgot-password',
        ...page(() => import('./features/auth/pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: 'reset-password',
        ...page(() => import('./features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      { path: 'verify-email', ...page(() => import('./features/auth/pages/verify-email-page.tsx'), 'VerifyEmailPage') },
      {
        path: 'search',
        ...page(() => import('./features/products/pages/search-page.tsx'), 'SearchPage', 'auth'),
      },
      {
        path: 'category/:id',
        ...page(categoryPageChunk, 'CategoryPage', 'auth'),
      },
      {
        path: 'product/:id',
        ...page(productPageChunk, 'ProductPage', 'auth'),
      },
      {
        path: 'seller/:id',
        ...page(() => import('./features/products/pages/seller-page.tsx'), 'SellerPage', 'auth'),
      },
      { path: '*', element: <ErrorScreen /> },
    ],
  },
  {
    path: '/dashboard',
    // Its own chunk: the side menu's unread-messages badge brings the conversations feature, which no public page needs.
    lazy: async () => {
      const { DashboardLayout } = await import('./app/layouts/dashboard-layout.tsx');
      return {
        Component: () => (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
      };
    },
    errorElement: <DashboardErrorScreen />,
    children: [
      { index: true, ...page(() => import('./features/dashboard/pages/dashboard-home-page.tsx'), 'DashboardHomePage') },
      {
        path: 'addproduct',
        ...page(() => import('./features/products/pages/add-product-page.tsx'), 'AddProductPage', 'seller'),
      },
      {
        path: 'myproducts',
        ...page(() => import('./features/products/pages/my-products-page.tsx'), 'MyProductsPage', 'seller'),
      },
      {
        path: 'mysales',
        ...page(() => import('./features/bookings/pages/my-sales-page.tsx'), 'MySalesPage', 'seller'),
      },
      {
        path: 'editproduct/:id',
        ...page(() => import('./features/products/pages/edit-product-page.tsx'), 'EditProductPage', 'seller'),
      },
      {
        path: 'myorders',
        ...page(() => import('./features/bookings/pages/my-orders-page.tsx'), 'MyOrdersPage', 'buyer'),
      },
      {
        path: 'myorders/:id/review',
        ...page(() => import('./features/reviews/pages/review-page.tsx'), 'ReviewPage', 'buyer'),
      },
      {
        path: 'payment/:id',
        ...page(() => import('./features/payments/pages/payment-page.tsx'), 'PaymentPage', 'buyer'),
      },
      {
        path: 'allseller',
        ...page(() => import('./features/admin/pages/all-sellers-page.tsx'), 'AllSellersPage', 'admin'),
      },
      {
        path: 'allbuyer',
        ...page(() => import('./features/admin/pages/all-buyers-page.tsx'), 'AllBuyersPage', 'admin'),
      },
      {
        path: 'reporteditem',
        ...page(() => import('./features/admin/pages/reported-items-page.tsx'), 'ReportedItemsPage', 'admin'),
      },
      {
        path: 'alladmin',
        ...page(() => import('./features/admin/pages/all-admins-page.tsx'), 'AllAdminsPage', 'admin'),
      },
      {
        path: 'stolengear',
        ...page(() => import('./features/stolen-gear/pages/report-stolen-page.tsx'), 'ReportStolenPage'),
      },
      {
        path: 'stolenreports',
        ...page(() => import('./features/stolen-gear/pages/stolen-reports-page.tsx'), 'StolenReportsPage', 'admin'),
      },
      { path: 'auditlog', ...page(() => import('./features/admin/pages/audit-log-page.tsx'), 'AuditLogPage', 'admin') },
      {
        path: 'messages',
        ...page(() => import('./features/conversations/pages/inbox-page.tsx'), 'InboxPage'),
      },
      {
        path: 'messages/:id',
        ...page(() => import('./features/conversations/pages/conversation-page.tsx'), 'ConversationPage'),
      },
      {
        path: 'reportedmessages',
        ...page(
          () => import('./features/conversations/pages/reported-conversations-page.tsx'),
          'ReportedConversationsPage',
          'admin',
        ),
      },
      { path: 'watchlist', ...page(() => import('./app/pages/watchlist-page.tsx'), 'WatchlistPage') },
      { path: 'profile', ...page(() => import('./features/auth/pages/profile-page.tsx'), 'ProfilePage') },
      {
        path: 'email-settings',
        ...page(() => import('./features/email-settings/pages/email-settings-page.tsx'), 'EmailSettingsPage'),
      },
      { path: '*', element: <DashboardErrorScreen /> },
    ],
  },
];

export const routes: RouteObject[] = [{ Component: RootLayout, HydrateFallback: RootHydrateFallback, children: pages }];

/** The app's router, made when the app starts (app/start-app.tsx): it reads the address and the history then. */
export const createAppRouter = () => createBrowserRouter(routes);
