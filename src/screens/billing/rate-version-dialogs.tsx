/** The confirmations of the draft: publishing (final) and deleting it. */
import { Button } from '../../components/button';
import { formatDay } from '../../components/format';
import { FramedDialog } from '../../components/framed-dialog';
import { ui } from '../../components/ui/styles';
import type { RateCardVersionFlow } from '../../machines/rate-card-version/use-rate-card-version';

export function RateVersionDialogs({ flow }: { flow: RateCardVersionFlow }) {
  const saved = flow.saved;
  const publishing = flow.step === 'confirmingPublish' || flow.step === 'publishing';
  const deleting = flow.step === 'confirmingDelete' || flow.step === 'deleting';
  return (
    <>
      <FramedDialog
        open={publishing && saved !== null}
        onClose={flow.cancelPublish}
        role="alertdialog"
        title={`Publish version ${saved?.versionNumber ?? ''}?`}
        description={`Publishing is final: charges from ${saved ? formatDay(saved.effectiveFrom) : ''} on use these rates.`}
      >
        <div className={ui.dialogFooter}>
          <Button variant="secondary" onClick={flow.cancelPublish} disabled={flow.step === 'publishing'}>
            Cancel
          </Button>
          <Button onClick={flow.confirmPublish} loading={flow.step === 'publishing'}>
            Publish
          </Button>
        </div>
      </FramedDialog>
      <FramedDialog
        open={deleting && saved !== null}
        onClose={flow.cancelDelete}
        role="alertdialog"
        title={`Delete the draft of version ${saved?.versionNumber ?? ''}?`}
        description="Its rates are discarded. Published versions stay as they are."
      >
        <div className={ui.dialogFooter}>
          <Button variant="secondary" onClick={flow.cancelDelete} disabled={flow.step === 'deleting'}>
            Cancel
          </Button>
          <Button variant="danger" onClick={flow.confirmDelete} loading={flow.step === 'deleting'}>
            Delete draft
          </Button>
        </div>
      </FramedDialog>
    </>
  );
}
