import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { MAINTENANCE_SUBTITLE, MAINTENANCE_TITLE } from '../domain/constants';
import { useSiteIsDown } from '../machines/use-app';
import { WrenchIcon } from './icons';
import { Spinner } from './spinner';
import { ui } from './ui/styles';

const styles = {
  backdrop: css({
    position: 'fixed',
    inset: '0',
    zIndex: 2000,
    bg: 'rgba(20, 33, 61, 0.88)',
    backdropFilter: 'blur(3px)',
  }),
  positioner: css({
    position: 'fixed',
    inset: '0',
    zIndex: 2001,
    display: 'grid',
    placeItems: 'center',
    p: '4',
  }),
  content: css({
    w: 'full',
    maxW: '420px',
    bg: 'surface',
    borderRadius: 'xl',
    p: '8',
    textAlign: 'center',
    boxShadow: '0 24px 48px -12px rgba(0, 0, 0, 0.45)',
    outline: 'none',
    _open: { animation: 'dialogIn 180ms ease-out' },
  }),
  icon: css({
    mx: 'auto',
    mb: '4',
    w: '12',
    h: '12',
    display: 'grid',
    placeItems: 'center',
    borderRadius: 'full',
    bg: 'warning.subtle',
    color: 'warning',
  }),
};

/**
 * Spec §1: while the site is flagged down, a blocking overlay covers the app. It cannot be dismissed
 * (no Escape, no outside click) and keeps the focus inside; it clears itself on the site-up event.
 */
export function MaintenanceOverlay() {
  const isDown = useSiteIsDown();
  return (
    <Dialog.Root
      open={isDown}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      trapFocus
      preventScroll
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content} aria-busy="true">
            <div className={styles.icon}>
              <WrenchIcon size={24} />
            </div>
            <Dialog.Title className={ui.dialogHeading}>{MAINTENANCE_TITLE}</Dialog.Title>
            <Dialog.Description className={ui.description}>{MAINTENANCE_SUBTITLE}</Dialog.Description>
            <p
              className={css({
                mt: '5',
                display: 'inline-flex',
                alignItems: 'center',
                gap: '2',
                color: 'fg.muted',
                fontSize: '13px',
              })}
            >
              <Spinner size={14} /> Reconnecting…
            </p>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
