/**
 * The ticket form's less usual fields: the object it is about (filled in from an object's page, or
 * chosen here by kind and number), files checked in the browser as they are chosen, and a markdown
 * description with a preview.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { FieldFrame } from '../../components/form-field';
import { MarkdownView } from '../../components/markdown/markdown-view';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import {
  parseTicketLink,
  ticketLinkKindLabels,
  ticketLinkKinds,
  type TicketLinkKind,
} from '../../domain/support/ticket-links';
import { TICKET_FILE_ACCEPT, TICKET_FILES_MAX } from '../../domain/support/ticket-files';
import { filesProblem } from '../../machines/ticket-create/ticket-create.logic';
import type { ChosenFile } from '../../machines/ticket-create/ticket-create.types';

const styles = {
  about: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'canvas',
  }),
  fileRow: css({ display: 'flex', alignItems: 'center', gap: '3', fontSize: '14px' }),
  preview: css({ minH: '140px', p: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md' }),
};

/** "Order #1042" for a link "order:1042". */
export function linkText(link: string | null): string | null {
  const ref = parseTicketLink(link);
  return ref ? `${ticketLinkKindLabels[ref.objectType]} #${ref.objectId}` : null;
}

export function LinkField({
  link,
  error,
  onChange,
}: {
  link: string | null;
  error?: string;
  onChange: (link: string | null) => void;
}) {
  const [kind, setKind] = useState<TicketLinkKind>('order');
  const [id, setId] = useState('');
  const text = linkText(link);
  if (text)
    return (
      <FieldFrame label="About" error={error}>
        {() => (
          <div className={styles.about}>
            <span className={ui.grow}>
              About: <strong>{text}</strong>
            </span>
            <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
              Remove
            </Button>
          </div>
        )}
      </FieldFrame>
    );
  const choose = (nextKind: TicketLinkKind, nextId: string) => {
    setKind(nextKind);
    setId(nextId);
    onChange(/^\d{1,10}$/.test(nextId.trim()) ? `${nextKind}:${nextId.trim()}` : null);
  };
  return (
    <div className={ui.formGrid}>
      <FieldFrame label="About (optional)" helpText="The kind of object this ticket is about" error={error}>
        {(a11y) => (
          <Field.Select {...a11y} value={kind} onChange={(e) => choose(e.target.value as TicketLinkKind, id)}>
            {ticketLinkKinds.map((k) => (
              <option key={k} value={k}>
                {ticketLinkKindLabels[k]}
              </option>
            ))}
          </Field.Select>
        )}
      </FieldFrame>
      <FieldFrame label="Its id" helpText="The number in the address of its page">
        {(a11y) => (
          <Field.Input
            {...a11y}
            inputMode="numeric"
            value={id}
            onChange={(e) => choose(kind, e.target.value)}
          />
        )}
      </FieldFrame>
    </div>
  );
}

export function FilesField({
  files,
  error,
  onChange,
}: {
  files: ChosenFile[];
  error?: string;
  onChange: (files: ChosenFile[]) => void;
}) {
  // The browser's own check as the files are chosen; the form checks again on submit.
  const problem = error ?? filesProblem(files) ?? undefined;
  return (
    <FieldFrame
      label="Attachments"
      helpText={`Images (PNG, JPEG, GIF, WebP), PDF or CSV; 5 MB each, ${TICKET_FILES_MAX} at most.`}
      error={problem}
    >
      {(a11y) => (
        <div className={ui.stack2}>
          <Field.Input
            {...a11y}
            type="file"
            multiple
            accept={TICKET_FILE_ACCEPT}
            onChange={(e) => {
              const chosen = [...(e.target.files ?? [])].map((f) => ({
                name: f.name,
                size: f.size,
                file: f,
              }));
              onChange([...files, ...chosen]);
              e.target.value = '';
            }}
          />
          {files.length > 0 && (
            <ul className={ui.stack1} aria-label="Chosen files">
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`} className={styles.fileRow}>
                  <span className={ui.grow}>
                    {f.name} <span className={ui.muted}>({formatSize(f.size)})</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${f.name}`}
                    onClick={() => onChange(files.filter((_, j) => j !== i))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FieldFrame>
  );
}

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function DescriptionField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const [preview, setPreview] = useState(false);
  return (
    <FieldFrame
      label="Description"
      helpText={
        <span className={ui.rowCenter}>
          Markdown: **bold**, lists, [links](https://…).
          <Button size="sm" variant="ghost" onClick={() => setPreview((p) => !p)}>
            {preview ? 'Edit' : 'Preview'}
          </Button>
        </span>
      }
      error={error}
    >
      {(a11y) =>
        preview ? (
          <div className={styles.preview}>
            {value.trim() ? <MarkdownView source={value} /> : <span className={ui.muted}>Nothing yet</span>}
          </div>
        ) : (
          <Field.Textarea {...a11y} rows={8} value={value} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </FieldFrame>
  );
}
