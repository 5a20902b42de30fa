import { Accordion } from '../../components/Accordion.tsx';
import { PageFrame } from '../../components/PageFrame.tsx';
import { useI18n } from '../../lib/i18n/index.ts';

export default function AboutPage() {
  const { t } = useI18n();
  const sections = [
    {
      id: 'origin',
      title: t('about.OriginTitle'),
      body: (
        <>
          <p>{t('about.OriginText1')}</p>
          <p>{t('about.OriginText2')}</p>
          <p>{t('about.OriginText3')}</p>
          <p className="mb-0">{t('about.OriginText4')}</p>
        </>
      ),
    },
    { id: 'news', title: t('about.NewsTitle'), body: <p className="mb-0">{t('about.NewsText')}</p> },
    { id: 'errors', title: t('about.ErrorsTitle'), body: <p className="mb-0">{t('about.ErrorsText')}</p> },
    {
      id: 'discussion',
      title: t('about.DiscussionTitle'),
      body: <p className="mb-0">{t('about.DiscussionText')}</p>,
    },
  ];
  return (
    <PageFrame title={t('about.Title')}>
      <Accordion sections={sections} initiallyOpen="origin" />
    </PageFrame>
  );
}
