/** The frame of the bulk shipment page's step dialogs: the app's framed dialog, lg wide. */
import { FramedDialog, type FramedDialogProps } from '../../components/framed-dialog';

export function StepDialog(props: Omit<FramedDialogProps, 'size'>) {
  return <FramedDialog {...props} size="lg" />;
}
