import { STORY } from '../../content/story';
import { Link } from '../Link';

/** The end of the story: what it showed, and three ways on. */
export function StoryWaysOn() {
  return (
    <div className="story-end">
      <p className="story-moral">{STORY.moral}</p>
      <h3 id="story-ways-heading">Where next?</h3>
      <ul className="story-ways" aria-labelledby="story-ways-heading">
        {STORY.ways.map((way) => (
          <li key={way.href}>
            <Link to={way.href} className="story-way" data-testid="story-way">
              <span className="story-way-label">{way.label}</span>
              <span className="story-way-blurb">{way.blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
