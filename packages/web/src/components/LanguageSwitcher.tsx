import { LOCALES, useI18n, type Locale } from '../lib/i18n/index.ts';
import { Dropdown } from './Dropdown.tsx';
import { CheckIcon, GlobeIcon } from './icons.tsx';

// Each language is named in itself, so the keys have the same text in every locale.
const names: Record<Locale, string> = { en: 'nav.LanguageEn', de: 'nav.LanguageDe', fr: 'nav.LanguageFr' };

/** en, de, fr; the choice is stored as `locale`. */
export function LanguageSwitcher() {
  const { t, locale, setLocale } = useI18n();
  return (
    <Dropdown
      alignEnd
      // The name holds the visible code too: a voice-control user says what they see (WCAG 2.5.3).
      ariaLabel={t('nav.Language', { code: locale.toUpperCase() })}
      label={
        <>
          <GlobeIcon /> <span className="text-uppercase">{locale}</span>
        </>
      }
    >
      {(close) =>
        LOCALES.map((value) => (
          <li key={value}>
            <button
              type="button"
              lang={value}
              className={`dropdown-item d-flex align-items-center gap-2${locale === value ? ' active' : ''}`}
              aria-pressed={locale === value}
              data-locale={value}
              onClick={() => {
                close();
                void setLocale(value);
              }}
            >
              {t(names[value])}
              {locale === value && <CheckIcon className="ms-auto" />}
            </button>
          </li>
        ))
      }
    </Dropdown>
  );
}
