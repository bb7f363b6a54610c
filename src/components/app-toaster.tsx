/**
 * The one place toasts appear (spec §1: 3 s, no icon, no close button). They sit at the bottom centre,
 * where nothing acts: page-header actions and the user menu are top right, the navigation is on the
 * left and the order quick view opens on the right, so a toast after a save never covers the next
 * button the user wants.
 */
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '../domain/constants';

const TOAST_POSITION = 'bottom-center' as const;

export function AppToaster() {
  return (
    <Toaster
      position={TOAST_POSITION}
      containerStyle={{ bottom: 24 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        icon: null,
        style: { fontSize: '14px', color: '#1b2430', border: '1px solid #dfe3e8' },
      }}
    />
  );
}
