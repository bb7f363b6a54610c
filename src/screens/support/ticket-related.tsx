/**
 * The ticket page's related cards: the objects it is about (their pages; add and remove), its files
 * (download with the user's token; add, checked in the browser first), the help articles suggested
 * for the hold that opened it, and its history in words, in the user's timezone.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { describeApiError } from '../../api/api-error';
import {
  addTicketFiles,
  addTicketLink,
  downloadTicketFile,
  removeTicketLink,
  ticketFilesInput,
  type TicketView,
} from '../../api/tickets.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { formatInstantZoned, formatListInstant } from '../../components/format';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { TICKET_FILE_ACCEPT } from '../../domain/support/ticket-files';
import { ticketLinkPath } from '../../domain/support/ticket-links';
import { filesProblem } from '../../machines/ticket-create/ticket-create.logic';
import { useApi } from '../../machines/use-app';
import { formatSize, LinkField } from './ticket-create-fields';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: '14px' }),
  item: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  history: css({ display: 'flex', flexDirection: 'column', gap: '3', fontSize: '13.5px' }),
};

const failed = (what: string) => (e: unknown) => toast.error(`${what}: ${describeApiError(e).message}`);

export function TicketLinksCard({
  view,
  canEdit,
  onChanged,
}: {
  view: TicketView;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const api = useApi();
  const id = view.ticket.id;
  const [adding, setAdding] = useState<string | null | false>(false);
  const add = () =>
    adding &&
    addTicketLink(api, id, adding).then(() => {
      setAdding(false);
      onChanged();
    }, failed('The link was not added'));
  return (
    <Card
      title="Linked objects"
      actions={
        canEdit &&
        adding === false && (
          <Button size="sm" variant="ghost" onClick={() => setAdding(null)}>
            Add
          </Button>
        )
      }
    >
      <div className={ui.stack3}>
        {view.links.length ? (
          <ul className={styles.list}>
            {view.links.map((link) => {
              const href = ticketLinkPath(link);
              return (
                <li key={link.id} className={styles.item}>
                  <span className={ui.grow}>
                    {href ? <TextLink href={href}>{link.label}</TextLink> : link.label}
                  </span>
                  {canEdit && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove the link to ${link.label}`}
                      onClick={() =>
                        void removeTicketLink(api, id, link.id).then(
                          onChanged,
                          failed('The link was not removed'),
                        )
                      }
                    >
                      Remove
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={ui.muted}>Not linked to any order or document.</p>
        )}
        {adding !== false && (
          <div className={ui.stack2}>
            <LinkField link={adding} onChange={setAdding} />
            <div className={ui.row}>
              <Button size="sm" disabled={!adding} onClick={() => void add()}>
                Link
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setAdding(false)}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}

export function TicketFilesCard({
  view,
  canEdit,
  onChanged,
}: {
  view: TicketView;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const api = useApi();
  const id = view.ticket.id;
  const [busy, setBusy] = useState(false);
  const attach = async (files: File[]) => {
    const problem = filesProblem(files);
    if (problem) return void toast.error(problem);
    setBusy(true);
    try {
      await addTicketFiles(api, id, await ticketFilesInput(files));
      onChanged();
    } catch (e) {
      failed('The files were not attached')(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title="Attachments"
      actions={
        canEdit && (
          <label className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {busy ? 'Attaching…' : 'Attach'}
            <input
              type="file"
              multiple
              accept={TICKET_FILE_ACCEPT}
              disabled={busy}
              aria-label="Attach files"
              className={ui.srOnly}
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                if (files.length) void attach(files);
              }}
            />
          </label>
        )
      }
    >
      {view.attachments.length ? (
        <ul className={styles.list}>
          {view.attachments.map((file) => (
            <li key={file.id} className={styles.item}>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  void downloadTicketFile(api, id, file).catch(
                    failed(`${file.fileName} could not be downloaded`),
                  )
                }
              >
                {file.fileName}
              </Button>
              <span className={ui.caption}>
                {formatSize(file.size)} · {file.createdByName ?? 'Dockhand'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>No files attached.</p>
      )}
    </Card>
  );
}

export function TicketSuggestionsCard({ view }: { view: TicketView }) {
  if (!view.suggestions.length) return null;
  return (
    <Card title="Help articles" description="What to do about this kind of hold.">
      <ul className={styles.list}>
        {view.suggestions.map((s) => (
          <li key={s.slug}>
            <TextLink href={`/docs/article/${s.slug}`}>{s.title}</TextLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function TicketHistoryCard({ view }: { view: TicketView }) {
  return (
    <Card title="History">
      <ol className={styles.history} aria-label="History">
        {view.history.map((h) => (
          <li key={h.id}>
            <div>{h.what}</div>
            <div className={ui.caption} title={formatInstantZoned(h.at)}>
              {h.who} · {formatListInstant(h.at)}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
