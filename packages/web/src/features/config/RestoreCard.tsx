import { endpoints, withQuery } from '@dtu-web/protocol';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FileInput } from '../../components/FileInput.tsx';
import { FormRow } from '../../components/FormField.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { api, uploadFailureText } from '../../lib/api/index.ts';
import { useI18n, type Translate } from '../../lib/i18n/index.ts';
import {
  checkRestore,
  nameProblem,
  type RestoreProblem,
  type RestoreSummary as Summary,
  type RestoreTarget,
} from './restoreCheck.ts';
import { RestoreSummary } from './RestoreSummary.tsx';

type Phase = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'failed'; text: string };

function problemText(t: Translate, locale: string, problem: RestoreProblem): string {
  switch (problem.key) {
    case 'config.MissingSections': {
      const quoted = problem.missing.map((name) => t('config.SectionName', { name }));
      return t('config.MissingSections', {
        missing: new Intl.ListFormat(locale, { type: 'conjunction' }).format(quoted),
      });
    }
    case 'config.NotJsonFile':
      return t('config.NotJsonFile');
    case 'config.NotJson':
      return t('config.NotJson');
    case 'config.NotAPack':
      return t('config.NotAPack');
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
  /** The files this gateway takes (restoreTargets). */
  targets: readonly RestoreTarget[];
  /** The gateway has the file API (v24.11.7+): uploads go to `/api/file/upload`. */
  fileApi: boolean;
}

/**
 * Restore: a .json file checked in the browser, then uploaded with progress as config.json,
 * pin_mapping.json or a language pack; success only with the gateway's own "OK" (lib/api).
 */
export function RestoreCard({ onRestored, targets, fileApi }: RestoreCardProps) {
  const { t, format, locale } = useI18n();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState<RestoreTarget>('config.json');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // A file that passed the check, waiting for the user's yes.
  const [asking, setAsking] = useState<{ file: File; summary: Summary } | null>(null);
  const uploading = phase.kind === 'uploading';

  function refuse(text: string): void {
    setProblem(text);
    input.current?.focus();
  }

  /** Checks the chosen file; one that passes is shown in the question before anything is sent. */
  async function check(): Promise<void> {
    setPhase({ kind: 'idle' });
    if (file === null) {
      refuse(t('config.NoFileSelected'));
      return;
    }
    const named = nameProblem(file.name);
    const checked = named ? { ok: false as const, problem: named } : checkRestore(await file.text(), target);
    if (!checked.ok) {
      refuse(problemText(t, locale, checked.problem));
      return;
    }
    setProblem(undefined);
    setAsking({ file, summary: checked.summary });
  }

  async function restore(chosen: File): Promise<void> {
    setAsking(null);
    setPhase({ kind: 'uploading', fraction: 0 });
    const body = new FormData();
    body.append('config', chosen, target);
    try {
      const answer = await api.upload(
        withQuery(fileApi ? endpoints.fileUpload : endpoints.configUpload, { file: target }),
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
            {targets.map((name) => (
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
                  {name === 'pack.lang.json' ? t('config.LanguagePack') : name}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <FormRow label={t('config.File')} error={problem} hint={t('config.FileHint')}>
          {({ id, describedBy, invalid }) => (
            <FileInput
              ref={input}
              id={id}
              accept=".json,application/json"
              invalid={invalid}
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
        <button type="button" className="btn btn-primary" disabled={uploading} onClick={() => void check()}>
          {uploading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('config.RestoreButton')}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('config.ConfirmTitle')}
        confirmLabel={t('config.ConfirmButton')}
        onConfirm={() => {
          if (asking) void restore(asking.file);
        }}
        onCancel={() => {
          setAsking(null);
        }}
      >
        {asking && <RestoreSummary summary={asking.summary} fileName={asking.file.name} />}
      </ConfirmDialog>
    </section>
  );
}
