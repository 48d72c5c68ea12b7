// The glossary: every term the lessons link, in the page's language, with the other language's
// word beside it (a Chinese reader meets "lease" in code and in sources).
import { GLOSSARY } from '../../content/lessons/glossary';
import { currentLocale, t } from '../../i18n/i18n';
import './glossary.css';

export function GlossaryPage() {
  const zh = currentLocale() === 'zh-CN';
  return (
    <article className="glossary-page" data-testid="glossary">
      <h2>{t('glossary.title')}</h2>
      <p className="glossary-intro">{t('glossary.intro')}</p>
      <dl className="glossary-list">
        {GLOSSARY.map((g) => {
          const here = zh ? g.zh : g.en;
          const other = zh ? g.en : g.zh;
          return (
            <div key={g.id} id={g.id} className="glossary-entry">
              <dt>
                <dfn>{here.term}</dfn>{' '}
                <span className="glossary-other" lang={zh ? 'en' : 'zh-CN'}>
                  {t('glossary.other', { term: other.term })}
                </span>
              </dt>
              <dd>{here.definition}</dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
}
