import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from '../router.tsx';
import { queryClient } from '../lib/query-client.ts';
import { setTokenSource, setUnauthorizedListener } from '../lib/api-client.ts';
import { sessionToken } from '../lib/session-token.ts';
import { ConfirmProvider } from '../components/confirm-dialog.tsx';
import { AppBuyerButtons } from './buyer-buttons.tsx';
import { readSessionAgain } from '../features/auth/api.ts';

setTokenSource(sessionToken.get);
// A token the server no longer accepts (signed out elsewhere, account deleted): forget it and let the guards decide.
setUnauthorizedListener(() => {
  sessionToken.clear();
  void readSessionAgain();
});

export function AppProviders({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <AppBuyerButtons>
          <RouterProvider router={router} />
        </AppBuyerButtons>
      </ConfirmProvider>
    </QueryClientProvider>
  );
}
