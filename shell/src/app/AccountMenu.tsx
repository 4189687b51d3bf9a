import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, Layers, useDisclosure } from '@ontrack/shell/ui';
import { ACCOUNT_VIEW_INFO } from './sections';
import { Trans, useTranslation } from 'react-i18next';
import { useSectionNames } from './section-names';

interface AccountMenuProps {
  /** Who is signed in, the menu button's text. */
  user: string | undefined;
  /** Opens the sources dialog (SourcesDialog.tsx). */
  onOpenSources: () => void;
}

/**
 * The chrome's account menu: the signed-in user's name opens a short list (Plans & billing,
 * Account, Sources). A disclosure: Escape or choosing closes it and gives focus back to the button.
 * The account's views are links to their addresses; Sources opens a dialog.
 */
export function AccountMenu({ user, onOpenSources }: AccountMenuProps) {
  const { t } = useTranslation();
  const names = useSectionNames();
  const { open, close, regionId: menuId, buttonProps } = useDisclosure();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  // Focus is back on the menu button before a dialog opens, so closing the dialog returns it there.
  function choose(openChosen: () => void) {
    close();
    openChosen();
  }

  return (
    <div className="ot-account-menu">
      <button {...buttonProps} type="button" className="ot-account-menu__button">
        <span className="ot-signed-in">
          <Trans t={t} i18nKey="app.signedInAs" values={{ user }} components={{ strong: <strong data-testid="signed-in-user" /> }} />
        </span>
        <ChevronDown size={16} />
      </button>
      {open && (
        <ul id={menuId} className="ot-account-menu__list" aria-label={t('app.yourAccount')}>
          {ACCOUNT_VIEW_INFO.map((info) => (
            <li key={info.id}>
              <Link to={info.path} className="ot-nav-item" onClick={close}>
                <info.icon size={18} /> {names(info.id).title}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="ot-nav-item" onClick={() => choose(onOpenSources)}>
              <Layers size={18} /> {t('app.sources')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
