/**
 * The frame of the order page's dialogs (Ark Dialog): title, description, body, and a footer with
 * Back and the confirming button. Mounted only while open; the page keeps it mounted across live
 * refreshes, so what was typed stays.
 */
import { FramedDialog } from '../../../components/framed-dialog';
import { ui } from '../../../components/ui/styles';

export const dialogFooter = ui.dialogFooter;
export const dialogBody = ui.dialogBody;

/** The order page's dialogs are the app's framed dialog. */
export const OrderDialog = FramedDialog;
