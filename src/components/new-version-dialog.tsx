import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';
import { NEW_VERSION_QUESTION } from '../domain/constants';
import { useAppVersion } from '../machines/use-app';
import { Button } from './button';

/** Spec §1: a newer build is out. 'Yes!' reloads onto it; 'Later' (or Escape) asks again for a yet newer one. */
export function NewVersionDialog() {
  const { isOutdated, update, later } = useAppVersion();
  const styles = dialog();
  return (
    <Dialog.Root
      open={isOutdated}
      onOpenChange={({ open }) => {
        if (!open) later();
      }}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content}>
            <Dialog.Title className={styles.title}>{NEW_VERSION_QUESTION}</Dialog.Title>
            <Dialog.Description className={styles.description}>
              The page reloads; anything not yet saved on it is lost.
            </Dialog.Description>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '6' })}>
              <Button variant="secondary" onClick={later}>
                Later
              </Button>
              <Button onClick={update}>Yes!</Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
