import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { PageLoading } from '../page-loading';

/**
 * The layout (and its menu code) is a chunk of its own: the sign-in screens never need it, and the
 * first chunk stays small. Loading starts at once, so it is usually there before the session is.
 */
const loadLayout = () => import('./shell-layout');
const ShellLayout = lazy(loadLayout);
if (typeof window !== 'undefined') void loadLayout().catch(() => undefined);

const InShell = createContext(false);
/** Whether a screen renders inside the signed-in shell (the 404 page looks different outside it). */
export const useIsInShell = () => useContext(InShell);

/**
 * The signed-in frame around every protected screen (see shell-layout.tsx). `refused`: the route is
 * one the user may not open (the no-access page shows), so no navigation entry is lit.
 */
export function AppShell({
  children,
  refused = false,
  helpPattern = null,
}: {
  children: ReactNode;
  refused?: boolean;
  helpPattern?: string | null;
}) {
  return (
    <InShell.Provider value={true}>
      <Suspense fallback={<PageLoading />}>
        <ShellLayout refused={refused} helpPattern={helpPattern}>
          {children}
        </ShellLayout>
      </Suspense>
    </InShell.Provider>
  );
}
