// The real-systems track side by side: for each system, what stands for the fencing token, who
// checks it, and the gap it leaves, each row linking to the lesson that runs it.
import { Fragment } from 'react';
import { SYSTEMS } from '../../content/lessons/systems';
import { currentLocale, t } from '../../i18n/i18n';
import { Link } from '../Link';
import './systems.css';

/** Text with `code` spans, as the rows write API names. */
function WithCode({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, k) =>
          k % 2 === 1 ? <code key={k}>{part}</code> : <Fragment key={k}>{part}</Fragment>,
        )}
    </>
  );
}

export function SystemsPage() {
  const zh = currentLocale() === 'zh-CN';
  const columns = {
    token: t('systems.token'),
    checks: t('systems.checks'),
    gap: t('systems.gap'),
  };
  return (
    <article className="systems-page" data-testid="systems-page">
      <h2>{t('systems.title')}</h2>
      <p className="systems-intro">{t('systems.intro')}</p>
      <table className="systems-table">
        <thead>
          <tr>
            <th scope="col">{t('systems.system')}</th>
            <th scope="col">{columns.token}</th>
            <th scope="col">{columns.checks}</th>
            <th scope="col">{columns.gap}</th>
          </tr>
        </thead>
        <tbody>
          {SYSTEMS.map((row) => {
            const words = zh ? row.zh : row.en;
            return (
              <tr key={row.lesson} data-testid="systems-row" data-lesson={row.lesson}>
                <th scope="row">
                  <Link to={`/lessons/${row.lesson}`}>{row.system}</Link>
                </th>
                <td data-label={columns.token}>
                  <WithCode text={words.token} />
                </td>
                <td data-label={columns.checks}>
                  <WithCode text={words.checks} />
                </td>
                <td data-label={columns.gap}>
                  <WithCode text={words.gap} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="systems-after">{t('systems.after')}</p>
    </article>
  );
}
