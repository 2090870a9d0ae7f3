import { createBrowserRouter, type RouteObject } from 'react-router';
import { PlainLayout } from './app/layouts/plain-layout.tsx';
import { RootHydrateFallback, RootLayout } from './app/layouts/root-layout.tsx';
import { ErrorScreen } from './app/error-screen.tsx';
import { DashboardErrorScreen } from './app/dashboard-error-screen.tsx';
import { RequireAuth, RequireRole } from './app/guards.tsx';
import { HomeRoute } from './app/pages/home-route.tsx';
import { categoryPageChunk, productPageChunk } from './app/page-chunks.ts';
import type { Role } from '@restrung/shared/constants';
import type { RouteHandle } from './app/route-title.tsx';

type PageModule = Promise<Record<string, unknown>>;

/**
 * A route's name for the browser tab, history and screen readers (app/route-title.tsx): "My Orders | Restrung". A page
 * whose name comes with its data (a guitar, a category, a seller) sets its own as well, which wins once it has it.
 */
const titled = (title: string): RouteHandle => ({ title });

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
      {
        path: 'blogs',
        handle: titled('About'),
        ...page(() => import('./features/about/pages/about-page.tsx'), 'AboutPage'),
      },
      {
        path: 'privacy',
        handle: titled('Privacy Policy'),
        ...page(() => import('./features/privacy/pages/privacy-page.tsx'), 'PrivacyPage'),
      },
      {
        path: 'login',
        handle: titled('Sign In'),
        ...page(() => import('./features/auth/pages/login-page.tsx'), 'LoginPage'),
      },
      {
        path: 'signup',
        handle: titled('Sign Up'),
        ...page(() => import('./features/auth/pages/signup-page.tsx'), 'SignupPage'),
      },
      {
        path: 'forgot-password',
        handle: titled('Forgot Password'),
        ...page(() => import('./features/auth/pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: 'reset-password',
        handle: titled('Choose a New Password'),
        ...page(() => import('./features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      {
        path: 'verify-email',
        handle: titled('Confirm Your Email'),
        ...page(() => import('./features/auth/pages/verify-email-page.tsx'), 'VerifyEmailPage'),
      },
      {
        path: 'search',
        handle: titled('Search'),
        ...page(() => import('./features/products/pages/search-page.tsx'), 'SearchPage', 'auth'),
      },
      {
        path: 'category/:id',
        handle: titled('Guitars'),
        ...page(categoryPageChunk, 'CategoryPage', 'auth'),
      },
      {
        path: 'product/:id',
        handle: titled('Guitar'),
        ...page(productPageChunk, 'ProductPage', 'auth'),
      },
      {
        path: 'seller/:id',
        handle: titled('Seller'),
        ...page(() => import('./features/products/pages/seller-page.tsx'), 'SellerPage', 'auth'),
      },
      { path: '*', handle: titled('Page not found'), element: <ErrorScreen /> },
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
      {
        index: true,
        handle: titled('Dashboard'),
        ...page(() => import('./features/dashboard/pages/dashboard-home-page.tsx'), 'DashboardHomePage'),
      },
      {
        path: 'addproduct',
        handle: titled('Add A Product'),
        ...page(() => import('./features/products/pages/add-product-page.tsx'), 'AddProductPage', 'seller'),
      },
      {
        path: 'myproducts',
        handle: titled('My Products'),
        ...page(() => import('./features/products/pages/my-products-page.tsx'), 'MyProductsPage', 'seller'),
      },
      {
        path: 'mysales',
        handle: titled('Sales'),
        ...page(() => import('./features/bookings/pages/my-sales-page.tsx'), 'MySalesPage', 'seller'),
      },
      {
        path: 'editproduct/:id',
        handle: titled('Edit Product'),
        ...page(() => import('./features/products/pages/edit-product-page.tsx'), 'EditProductPage', 'seller'),
      },
      {
        path: 'myorders',
        handle: titled('My Orders'),
        ...page(() => import('./features/bookings/pages/my-orders-page.tsx'), 'MyOrdersPage', 'buyer'),
      },
      {
        path: 'myorders/:id/review',
        handle: titled('Review'),
        ...page(() => import('./features/reviews/pages/review-page.tsx'), 'ReviewPage', 'buyer'),
      },
      {
        path: 'payment/:id',
        handle: titled('Payment'),
        ...page(() => import('./features/payments/pages/payment-page.tsx'), 'PaymentPage', 'buyer'),
      },
      {
        path: 'allseller',
        handle: titled('All Sellers'),
        ...page(() => import('./features/admin/pages/all-sellers-page.tsx'), 'AllSellersPage', 'admin'),
      },
      {
        path: 'allbuyer',
        handle: titled('All Buyers'),
        ...page(() => import('./features/admin/pages/all-buyers-page.tsx'), 'AllBuyersPage', 'admin'),
      },
      {
        path: 'reporteditem',
        handle: titled('Reported Items'),
        ...page(() => import('./features/admin/pages/reported-items-page.tsx'), 'ReportedItemsPage', 'admin'),
      },
      {
        path: 'alladmin',
        handle: titled('All Admins'),
        ...page(() => import('./features/admin/pages/all-admins-page.tsx'), 'AllAdminsPage', 'admin'),
      },
      {
        path: 'stolengear',
        handle: titled('Report Stolen Gear'),
        ...page(() => import('./features/stolen-gear/pages/report-stolen-page.tsx'), 'ReportStolenPage'),
      },
      {
        path: 'stolenreports',
        handle: titled('Stolen Gear Reports'),
        ...page(() => import('./features/stolen-gear/pages/stolen-reports-page.tsx'), 'StolenReportsPage', 'admin'),
      },
      {
        path: 'auditlog',
        handle: titled('Audit Log'),
        ...page(() => import('./features/admin/pages/audit-log-page.tsx'), 'AuditLogPage', 'admin'),
      },
      {
        path: 'messages',
        handle: titled('Messages'),
        ...page(() => import('./features/conversations/pages/inbox-page.tsx'), 'InboxPage'),
      },
      {
        path: 'messages/:id',
        handle: titled('Conversation'),
        ...page(() => import('./features/conversations/pages/conversation-page.tsx'), 'ConversationPage'),
      },
      {
        path: 'reportedmessages',
        handle: titled('Reported Messages'),
        ...page(
          () => import('./features/conversations/pages/reported-conversations-page.tsx'),
          'ReportedConversationsPage',
          'admin',
        ),
      },
      {
        path: 'watchlist',
        handle: titled('Watchlist'),
        ...page(() => import('./app/pages/watchlist-page.tsx'), 'WatchlistPage'),
      },
      {
        path: 'profile',
        handle: titled('Profile'),
        ...page(() => import('./features/auth/pages/profile-page.tsx'), 'ProfilePage'),
      },
      {
        path: 'email-settings',
        handle: titled('Email Settings'),
        ...page(() => import('./features/email-settings/pages/email-settings-page.tsx'), 'EmailSettingsPage'),
      },
      { path: '*', handle: titled('Page not found'), element: <DashboardErrorScreen /> },
    ],
  },
];

export const routes: RouteObject[] = [{ Component: RootLayout, HydrateFallback: RootHydrateFallback, children: pages }];

/** The app's router, made when the app starts (app/start-app.tsx): it reads the address and the history then. */
export const createAppRouter = () => createBrowserRouter(routes);
