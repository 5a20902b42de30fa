import './about.scss';
import { useId, type ReactNode } from 'react';
import { PageFrame } from '../../components/PageFrame.tsx';
import { useI18n } from '../../lib/i18n/index.ts';
import { links } from './links.ts';

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
        {section(
          t('about.NewsTitle'),
          <>
            <p>{t('about.NewsText')}</p>
            <p className="mb-0">
              <a href={links.releases}>{t('about.ReleasesLink')}</a>
            </p>
          </>,
        )}
        {section(
          t('about.ErrorsTitle'),
          <>
            <p>{t('about.ErrorsText')}</p>
            <p className="mb-0">
              <a href={links.issues}>{t('about.IssuesLink')}</a>
            </p>
          </>,
        )}
        {section(
          t('about.DiscussionTitle'),
          <>
            <p>{t('about.DiscussionText')}</p>
            <p className="mb-0">
              <a href={links.discussion}>{t('about.DiscussionLink')}</a>
            </p>
          </>,
        )}
      </div>
    </PageFrame>
  );
}
