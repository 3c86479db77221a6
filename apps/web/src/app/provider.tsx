import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';
import { SessionProvider } from '@/features/auth/components/session-provider';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <ToastProvider>
        <SessionProvider>{children}</SessionProvider>
      </ToastProvider>
    </BrowserRouter>
  );
}
