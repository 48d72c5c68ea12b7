import { STORY } from '../../content/lessons/story';
import { t } from '../../i18n/i18n';
import { Link } from '../Link';
import { wayWords } from './storyWords';

/**
 * The end of the story: what it showed, and three ways on. Under the timeline, not in the last
 * caption, so that the timeline stays on screen beside its caption on a phone too.
 */
export function StoryWaysOn() {
  return (
    <div className="story-end" data-testid="story-end">
      <p className="story-moral">{t('story.moral')}</p>
      <h3 id="story-ways-heading">{t('story.ways')}</h3>
      <ul className="story-ways" aria-labelledby="story-ways-heading">
        {STORY.ways.map((way) => {
          const { label, blurb } = wayWords(way);
          return (
            <li key={way.href}>
              <Link to={way.href} className="story-way" data-testid="story-way">
                <span className="story-way-label">{label}</span>
                <span className="story-way-blurb">{blurb}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
