/** The PTC upload flow's context and events (see ptc-import.machine.ts). */
import type { PtcFileRow, PtcPreviewAnswer } from '../../domain/contracts/ptc-files';
import type { PtcSheet } from './ptc-sheet';

export interface PtcImportContext {
  file: File | null;
  sheet: PtcSheet | null;
  /** The client the charges are for. */
  vendorId: number | null;
  /** The PTC file's name (the file's name by default, until the user types another). */
  name: string;
  nameTouched: boolean;
  /** The server's check of every row, with its charges and the default markup. */
  answer: PtcPreviewAnswer | null;
  /** A file of this vendor with the same name, imported before (a second import is allowed: warned). */
  sameName: PtcFileRow | null;
  created: PtcFileRow | null;
  error: string | null;
  /** The server's messages for the name and the file on a refused import. */
  fields: Record<string, string>;
}

export type PtcImportEvent =
  | { type: 'file.chosen'; file: File }
  | { type: 'vendor.change'; vendorId: number | null }
  | { type: 'name.change'; name: string }
  | { type: 'import.confirm' }
  | { type: 'retry' }
  | { type: 'import.reset' };

export interface PreviewInput {
  vendorId: number;
  sheet: PtcSheet;
  name: string;
}

export interface PreviewOutput {
  answer: PtcPreviewAnswer;
  sameName: PtcFileRow | null;
}

export interface ImportInput {
  vendorId: number;
  sheet: PtcSheet;
  name: string;
  file: File;
}
