import './about.scss';
import { useId, type ReactNode } from 'react';
import { PageFrame } from '../../components/PageFrame.tsx';
import { useI18n } from '../../lib/i18n/index.ts';

export default function AboutPage() {
  const { t } = useI18n();
  // Sections sharing a name: opening one closes the other (the browser does it).
  const group = useId();
  const section = (title: string, body: ReactNode, open = false) => (
    <details name={group} open={open}>
      <summary>
        <h2>{title}</h2>
        <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeLinecap="round" aria-hidden="true">
          <path d="m2 5 6 6 6-6" strokeLinejoin="round" />
        </svg>
      </summary>
      <div>{body}</div>
    </details>
  );
  return (
    <PageFrame title={t('about.Title')}>
      <div className="about">
        {section(
          t('about.OriginTitle'),
          <>
            <p>{t('about.OriginText1')}</p>
            <p>{t('about.OriginText2')}</p>
            <p>{t('about.OriginText3')}</p>
            <p className="mb-0">{t('about.OriginText4')}</p>
          </>,
          true,
        )}
        {section(t('about.NewsTitle'), <p className="mb-0">{t('about.NewsText')}</p>)}
        {section(t('about.ErrorsTitle'), <p className="mb-0">{t('about.ErrorsText')}</p>)}
        {section(t('about.DiscussionTitle'), <p className="mb-0">{t('about.DiscussionText')}</p>)}
      </div>
    </PageFrame>
  );
}
