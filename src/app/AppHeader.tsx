// The app's header: the name, the main navigation, the tagline and the language and theme
// switches. On a phone (header.css, width <= 640px) it is one short row, the name and a Menu button
// that opens the rest below it, so a page's content starts near the top of the screen.
import { useRef, useState } from 'react';
import { Link } from '../ui/Link';
import { ExamplePicker } from '../ui/player/controls/ExamplePicker';
import { t, type MessageKey } from '../i18n/i18n';
import { pathOf, PLAYGROUND_PATH, type Route } from '../ui/navigation/routes';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';

const NAV: { to: string; pages: Route['page'][]; label: MessageKey; id: string }[] = [
  { to: PLAYGROUND_PATH, pages: ['playground'], label: 'nav.playground', id: 'playground' },
  { to: '/lessons', pages: ['lessons', 'lesson'], label: 'nav.lessons', id: 'lessons' },
  {
    to: '/practice',
    pages: ['practice', 'drills', 'review', 'mock'],
    label: 'nav.practice',
    id: 'practice',
  },
  { to: '/studio', pages: ['studio'], label: 'nav.studio', id: 'studio' },
  { to: '/glossary', pages: ['glossary'], label: 'nav.glossary', id: 'glossary' },
];

export function AppHeader({ route }: { route: Route }) {
  // The menu is open on the page it was opened on: a new page closes it (the learner chose where
  // to go).
  const path = pathOf(route);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const setOpen = (o: boolean) => setOpenOn(o ? path : null);
  const button = useRef<HTMLButtonElement>(null);
  const current = (pages: Route['page'][]) => (pages.includes(route.page) ? 'page' : undefined);
  return (
    <header className="app-header">
      <a className="skip-link" href="#main" data-testid="skip-link" onClick={skipToMain}>
        {t('app.skip')}
      </a>
      <h1>
        <Link to="/" aria-current={current(['home'])} title={t('app.home')} data-testid="nav-home">
          FenceLab
        </Link>
      </h1>
      <button
        type="button"
        className="app-menu-button"
        aria-expanded={open}
        aria-controls="app-menu"
        data-testid="menu-button"
        ref={button}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span> {t('app.menu')}
      </button>
      <div
        className="app-menu"
        id="app-menu"
        data-open={open}
        data-testid="app-menu"
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !open) return;
          setOpen(false);
          button.current?.focus();
        }}
      >
        <nav className="app-nav" aria-label={t('nav.main')}>
          {NAV.map((n) => (
            <Link key={n.id} to={n.to} aria-current={current(n.pages)} data-testid={`nav-${n.id}`}>
              {t(n.label)}
            </Link>
          ))}
        </nav>
        <p className="tagline">{t('app.tagline')}</p>
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
      {route.page === 'playground' && <ExamplePicker />}
    </header>
  );
}

/** The skip link moves the focus to the page's content, without a hash in the address. */
function skipToMain(e: React.MouseEvent) {
  e.preventDefault();
  const main = document.getElementById('main');
  main?.focus({ preventScroll: true });
  main?.scrollIntoView({ block: 'start' });
}
