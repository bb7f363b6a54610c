import { Dialog } from './ui';
import { NEW_VERSION_QUESTION } from '../domain/constants';
import { useAppVersion } from '../machines/use-app';
import { Button } from './button';
import { ui } from './ui/styles';

/** Spec §1: a newer build is out. 'Yes!' reloads onto it; 'Later' (or Escape) asks again for a yet newer one. */
export function NewVersionDialog() {
  const { isOutdated, update, later } = useAppVersion();
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
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{NEW_VERSION_QUESTION}</Dialog.Title>
            <Dialog.Description>The page reloads; anything not yet saved on it is lost.</Dialog.Description>
            <div className={ui.dialogFooter}>
              <Button variant="secondary" onClick={later}>
                Later
              </Button>
              <Button onClick={update}>Yes!</Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
