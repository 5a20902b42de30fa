import { useId } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';

export interface ScopeChoiceProps {
  fleet: boolean;
  onChange: (fleet: boolean) => void;
}

/**
 * The energy views' level with several gateways behind the companion: this gateway, or the plant
 * total over all of them (issue 24).
 */
export function ScopeChoice({ fleet, onChange }: ScopeChoiceProps) {
  const { t } = useI18n();
  const name = useId();
  return (
    <div className="history-options">
      <fieldset
        className="btn-group"
        role="radiogroup"
        aria-label={t('history.Scope')}
        data-testid="history-scope"
      >
        {[false, true].map((each) => (
          <label
            key={String(each)}
            className={`btn btn-sm btn-outline-primary${fleet === each ? ' active' : ''}`}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              checked={fleet === each}
              onChange={() => {
                onChange(each);
              }}
            />
            {each ? t('history.ScopeFleet') : t('history.ScopeGateway')}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
