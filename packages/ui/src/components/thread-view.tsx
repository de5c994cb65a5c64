import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Field } from './field';
import { LinkifiedText } from './linkified-text';
import { saveBlob } from './save-blob';
import { Spinner } from './spinner';

export interface ThreadViewFile {
  file_id: string;
  name: string;
  type: string;
  size: number;
}

export interface ThreadViewMessage {
  message_id: string;
  body: string;
  author: { id: string; name: string; role: 'user' | 'member' | 'admin' };
  created_at: string;
  files: ThreadViewFile[];
}

export interface ThreadViewProps {
  status: 'loading' | 'ready' | 'error';
  messages: ThreadViewMessage[];
  offline: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: () => void;
  /** Rejects with an Error whose message is shown to the writer. */
  onSend: (body: string, files: File[]) => Promise<void>;
  /** The bytes of a file (thumbnails and downloads go through the authenticated API). */
  loadFile: (fileId: string) => Promise<Blob>;
  viewerId: string;
  unavailableText: string;
  formatTime: (iso: string) => string;
  limits: { maxFiles: number; maxBytes: number; accept: string };
}

const ROLE_LABEL = { user: 'Customer', admin: 'Agency', member: 'Team member' } as const;

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

async function download(loadFile: ThreadViewProps['loadFile'], file: ThreadViewFile) {
  saveBlob(await loadFile(file.file_id), file.name);
}

function Thumbnail({ file, loadFile }: { file: ThreadViewFile; loadFile: ThreadViewProps['loadFile'] }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    loadFile(file.file_id).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file.file_id, loadFile]);
  return url ? (
    <img className="thread__thumb" src={url} alt={file.name} />
  ) : (
    <span className="thread__thumb thread__thumb--empty" aria-hidden="true" />
  );
}

function FileItem({ file, loadFile }: { file: ThreadViewFile; loadFile: ThreadViewProps['loadFile'] }) {
  const [failed, setFailed] = useState(false);
  return (
    <li className="thread__file" data-testid="thread-file">
      {file.type.startsWith('image/') && <Thumbnail file={file} loadFile={loadFile} />}
      <button type="button" className="thread__file-link" onClick={() => download(loadFile, file).catch(() => setFailed(true))}>
        {file.name} <span className="text-muted">({sizeText(file.size)})</span>
      </button>
      {failed && <span className="text-muted"> Download failed.</span>}
    </li>
  );
}

function Composer({ onSend, limits }: Pick<ThreadViewProps, 'onSend' | 'limits'>) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  function check(chosen: File[]): string {
    if (chosen.length > limits.maxFiles) return `Attach at most ${limits.maxFiles} files to one message.`;
    const big = chosen.find((f) => f.size > limits.maxBytes);
    return big ? `"${big.name}" is larger than 10 MB. Each file can be at most 10 MB.` : '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !body.trim() && files.length === 0 ? 'Write a message or attach a file.' : check(files);
    if (problem) return setError(problem);
    setSending(true);
    setError('');
    try {
      await onSend(body.trim(), files);
      setBody('');
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to send the message');
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="thread__composer stack" onSubmit={submit} noValidate>
      <Field
        as="textarea"
        label="Message"
        className="thread__input"
        rows={3}
        maxLength={5000}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <div className="row thread__composer-actions">
        <label className="btn btn--secondary btn--sm thread__attach">
          Attach files
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={limits.accept}
            className="visually-hidden"
            onChange={(e) => {
              const chosen = [...(e.target.files ?? [])];
              setFiles(chosen);
              setError(check(chosen));
            }}
          />
        </label>
        {files.length > 0 && (
          <span className="text-muted thread__chosen" data-testid="thread-chosen-files">
            {files.map((f) => f.name).join(', ')}
          </span>
        )}
        <Button type="submit" size="sm" loading={sending}>
          Send
        </Button>
      </div>
      {error && (
        <Alert tone="error" onDismiss={() => setError('')}>
          {error}
        </Alert>
      )}
    </form>
  );
}

/** A request's conversation: messages (newest at the bottom), files with image thumbnails, and a composer. */
export function ThreadView(props: ThreadViewProps) {
  const { status, messages, offline, hasOlder, loadingOlder, onLoadOlder, onRetry, loadFile, viewerId, unavailableText, formatTime } =
    props;
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages[messages.length - 1]?.message_id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  if (status === 'loading') return <Spinner label="Loading messages…" />;
  if (status === 'error') {
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {unavailableText}
      </Alert>
    );
  }
  return (
    <div className="thread stack">
      {offline && <Alert tone="info">{unavailableText} New messages will show when it is back.</Alert>}
      <div className="thread__scroll">
        {hasOlder && (
          <Button size="sm" variant="ghost" loading={loadingOlder} onClick={onLoadOlder}>
            Show earlier messages
          </Button>
        )}
        {messages.length === 0 ? (
          <p className="text-muted">No messages yet. Ask a question or share a file.</p>
        ) : (
          <ol className="thread__messages" aria-label="Messages">
            {messages.map((m) => (
              <li
                key={m.message_id}
                className={m.author.id === viewerId ? 'thread__message thread__message--own' : 'thread__message'}
                data-testid="thread-message"
              >
                <p className="thread__meta">
                  <strong>{m.author.name || ROLE_LABEL[m.author.role]}</strong>{' '}
                  <span className="thread__role">{ROLE_LABEL[m.author.role]}</span> ·{' '}
                  <time dateTime={m.created_at}>{formatTime(m.created_at)}</time>
                </p>
                {m.body && (
                  <p className="thread__text">
                    <LinkifiedText text={m.body} />
                  </p>
                )}
                {m.files.length > 0 && (
                  <ul className="thread__files">
                    {m.files.map((f) => (
                      <FileItem key={f.file_id} file={f} loadFile={loadFile} />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
        <div ref={end} />
      </div>
      <Composer onSend={props.onSend} limits={props.limits} />
    </div>
  );
}
