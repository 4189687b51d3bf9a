import { Link } from 'react-router-dom';
import type { Section } from '@ontrack/shell/platform';
import { SECTION_INFO } from './sections';
import { useTranslation } from 'react-i18next';
import { useSectionNames } from './section-names';

/**
 * The five sections as links to their addresses: the sidebar's list (desktop) or the bottom bar
 * (a phone). Links, so that a middle-click opens a section in a new tab; the one shown is
 * `aria-current="page"`.
 */
export function MainNavigation({ shown, variant }: { shown: Section | undefined; variant: 'sidebar' | 'bottombar' }) {
  const { t } = useTranslation();
  const names = useSectionNames();
  const links = SECTION_INFO.map((info) => {
    const current = info.id === shown;
    const link = (
      <Link
        key={info.id}
        to={info.path}
        className={`${variant === 'sidebar' ? 'ot-nav-item' : ''} ${current ? 'is-active' : ''}`.trim() || undefined}
        aria-current={current ? 'page' : undefined}
      >
        <info.icon size={variant === 'sidebar' ? 18 : 20} />
        {variant === 'sidebar' ? ` ${names(info.id).title}` : <span>{names(info.id).short}</span>}
      </Link>
    );
    return variant === 'sidebar' ? <li key={info.id}>{link}</li> : link;
  });
  if (variant === 'bottombar') {
    return (
      <nav className="ot-bottombar" aria-label={t('app.nav')}>
        {links}
      </nav>
    );
  }
  return (
    <nav>
      <ul>{links}</ul>
    </nav>
  );
}
