import '../styles/progress.scss';

export interface ProgressBarProps {
  /** 0..1 */
  fraction: number;
  /** The accessible name, e.g. "Upload progress". */
  label: string;
  /** Shown in and beside the bar, e.g. "42 % · 1.2 of 2.9 MB"; also the bar's aria-valuetext. */
  text: string;
}

/** A labelled Bootstrap progress bar (role progressbar, 0..100). */
export function ProgressBar({ fraction, label, text }: ProgressBarProps) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <div className="mb-3">
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        style={{ height: '1.25rem' }}
      >
        <div className="progress-bar" style={{ width: `${String(percent)}%` }} />
      </div>
      <div className="small text-body-secondary mt-1" aria-hidden="true">
        {text}
      </div>
    </div>
  );
}
