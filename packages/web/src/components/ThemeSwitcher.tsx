import { useI18n } from '../lib/i18n/index.ts';
import { theme, useTheme, type ThemeChoice } from '../lib/theme/index.ts';
import { Dropdown } from './Dropdown.tsx';
import { CheckIcon, HalfCircleIcon, MoonIcon, SunIcon } from './icons.tsx';

const choices: readonly (readonly [ThemeChoice, string])[] = [
  ['light', 'nav.ThemeLight'],
  ['dark', 'nav.ThemeDark'],
  ['auto', 'nav.ThemeAuto'],
];

function ChoiceIcon({ choice }: { choice: ThemeChoice }) {
  if (choice === 'light') return <SunIcon />;
  if (choice === 'dark') return <MoonIcon />;
  return <HalfCircleIcon />;
}

/** Light, Dark or Auto (follows the system while chosen). */
export function ThemeSwitcher() {
  const { t } = useI18n();
  const { choice } = useTheme();
  return (
    <Dropdown
      alignEnd
      ariaLabel={t('nav.Theme')}
      label={
        <>
          <ChoiceIcon choice={choice} /> <span className="navbar-label-collapsed">{t('nav.Theme')}</span>
        </>
      }
    >
      {(close) =>
        choices.map(([value, key]) => (
          <li key={value}>
            <button
              type="button"
              className={`dropdown-item d-flex align-items-center gap-2${choice === value ? ' active' : ''}`}
              aria-pressed={choice === value}
              data-theme-choice={value}
              onClick={() => {
                theme.choose(value);
                close();
              }}
            >
              <ChoiceIcon choice={value} />
              {t(key)}
              {choice === value && <CheckIcon className="ms-auto" />}
            </button>
          </li>
        ))
      }
    </Dropdown>
  );
}
