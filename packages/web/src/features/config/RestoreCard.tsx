import { endpoints, withQuery } from '@dtu-web/protocol';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { FormRow } from '../../components/FormField.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { api, uploadFailureText } from '../../lib/api/index.ts';
import { useI18n, type Translate } from '../../lib/i18n/index.ts';
import {
  contentProblem,
  nameProblem,
  RESTORE_TARGETS,
  type RestoreProblem,
  type RestoreTarget,
} from './restoreCheck.ts';

type Phase = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'failed'; text: string };

function problemText(t: Translate, problem: RestoreProblem): string {
  switch (problem.key) {
    case 'config.NotJsonFile':
      return t('config.NotJsonFile');
    case 'config.NotJson':
      return t('config.NotJson');
    case 'config.WrongShape':
      return [
        t(problem.shape),
        problem.field === '' ? t('config.ProblemAtTop') : t('config.ProblemAt', { field: problem.field }),
        t('config.NothingSent'),
      ].join(' ');
  }
}

export interface RestoreCardProps {
  /** The gateway took the file and restarts with it. */
  onRestored: (target: RestoreTarget) => void;
}

/** Restore: a .json file checked in the browser, then uploaded with progress as config.json or pin_mapping.json. */
export function RestoreCard({ onRestored }: RestoreCardProps) {
  const { t, format } = useI18n();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState<RestoreTarget>('config.json');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const uploading = phase.kind === 'uploading';

  function refuse(text: string): void {
    setProblem(text);
    input.current?.focus();
  }

  async function restore(): Promise<void> {
    setPhase({ kind: 'idle' });
    if (file === null) {
      refuse(t('config.NoFileSelected'));
      return;
    }
    const found = nameProblem(file.name) ?? contentProblem(await file.text(), target);
    if (found !== undefined) {
      refuse(problemText(t, found));
      return;
    }
    setProblem(undefined);
    setPhase({ kind: 'uploading', fraction: 0 });
    const body = new FormData();
    body.append('config', file, target);
    try {
      const answer = await api.upload(
        withQuery(endpoints.configUpload, { file: target }),
        body,
        (fraction) => {
          setPhase({ kind: 'uploading', fraction });
        },
      );
      const failure = uploadFailureText(answer);
      if (failure === undefined) {
        setPhase({ kind: 'idle' });
        onRestored(target);
      } else setPhase({ kind: 'failed', text: failure });
    } catch (error) {
      setPhase({ kind: 'failed', text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section className="card mb-4" aria-labelledby="config-restore">
      <h2 className="card-header fs-5" id="config-restore">
        {t('config.Restore')}
      </h2>
      <div className="card-body">
        <p>{t('config.RestoreHint')}</p>
        <fieldset className="row mb-3">
          <legend className="col-sm-3 col-form-label pt-0">{t('config.Target')}</legend>
          <div className="col-sm-9">
            {RESTORE_TARGETS.map((name) => (
              <div className="form-check" key={name}>
                <input
                  className="form-check-input"
                  type="radio"
                  name={`${ids}-target`}
                  id={`${ids}-${name}`}
                  checked={target === name}
                  disabled={uploading}
                  onChange={() => {
                    setTarget(name);
                    setProblem(undefined);
                  }}
                />
                <label className="form-check-label" htmlFor={`${ids}-${name}`}>
                  {name}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <FormRow label={t('config.File')} error={problem} hint={t('config.FileHint')}>
          {({ id, describedBy, invalid }) => (
            <input
              ref={input}
              id={id}
              type="file"
              accept=".json,application/json"
              className={`form-control${invalid ? ' is-invalid' : ''}`}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              disabled={uploading}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setProblem(undefined);
                setPhase({ kind: 'idle' });
              }}
            />
          )}
        </FormRow>
        {phase.kind === 'uploading' && file !== null && (
          <ProgressBar
            fraction={phase.fraction}
            label={t('config.UploadProgress')}
            text={t('config.Progress', {
              percent: format.percent(phase.fraction),
              done: format.kilobyte(Math.round((phase.fraction * file.size) / 1024)),
              total: format.kilobyte(Math.round(file.size / 1024)),
            })}
          />
        )}
        {phase.kind === 'failed' && (
          <Alert
            variant="danger"
            onClose={() => {
              setPhase({ kind: 'idle' });
            }}
          >
            {t('config.RestoreFailed', { message: phase.text })}
          </Alert>
        )}
        <button type="button" className="btn btn-primary" disabled={uploading} onClick={() => void restore()}>
          {uploading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('config.RestoreButton')}
        </button>
      </div>
    </section>
  );
}
