export type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/** The outcome of an export, import or save: a status when it worked, an alert when not. */
export function StatusLine({ status }: { status: Status }) {
  if (status.kind === 'done')
    return (
      <p role="status" className="text-success-emphasis">
        {status.text}
      </p>
    );
  if (status.kind === 'failed')
    return (
      <p role="alert" className="text-danger-emphasis">
        {status.text}
      </p>
    );
  return null;
}
