import { useEffect, useRef, useState } from 'react';
import type { GoalDto } from '@ontrack/api/contracts';
import { errorMessage } from '@ontrack/shell/platform';
import { Alert, Modal, Spinner } from '@ontrack/shell/ui';
import { useGoalsRevokeShareMutation, useGoalsShareMutation } from '../../../api/goals-api';
import { useGoalsTranslation } from '../../../i18n';

/** Copies with the Clipboard API; without it (plain http, old browsers) selects the text for Ctrl+C. */
async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

/**
 * Share one goal: opening the dialog asks the server for a read-only share,
 * shows the HTML snippet to paste on another site, and offers Revoke, after which the snippet stops
 * rendering the goal.
 */
export function ShareDialog({ goal, onClose }: { goal: GoalDto; onClose: () => void }) {
  const { t } = useGoalsTranslation();
  const [share, shareState] = useGoalsShareMutation();
  const [revoke, revokeState] = useGoalsRevokeShareMutation();
  const [copied, setCopied] = useState<'copied' | 'select' | null>(null);
  const [revoked, setRevoked] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const snippetRef = useRef<HTMLTextAreaElement>(null);

  const requested = useRef(false);

  useEffect(() => {
    // Once per opening, also under StrictMode's double effects.
    if (requested.current) return;
    requested.current = true;
    void share(goal.id);
  }, [share, goal.id]);

  async function onCopy(snippet: string) {
    setCopied((await copyText(snippet, snippetRef.current)) ? 'copied' : 'select');
  }

  async function onRevoke() {
    setRevokeError(null);
    try {
      await revoke(goal.id).unwrap();
      setRevoked(true);
    } catch (failure) {
      setRevokeError(errorMessage(failure, t('share.revokeFailed')));
    }
  }

  const snippet = shareState.data?.snippet;
  return (
    <Modal title={t('share.title', { name: goal.name })} onClose={onClose} busy={revokeState.isLoading}>
      {shareState.isLoading && <Spinner label={t('share.creating')} />}
      {shareState.isError && (
        <>
          <Alert kind="error">{errorMessage(shareState.error, t('share.failed'))}</Alert>
          <div className="ot-actions">
            <button type="button" className="ot-button" onClick={() => void share(goal.id)}>
              {t('share.tryAgain')}
            </button>
          </div>
        </>
      )}
      {revoked && <Alert kind="success">{t('share.stopped')}</Alert>}
      {snippet && !revoked && (
        <>
          <p className="goals-share-intro">{t('share.intro')}</p>
          <div className="ot-field">
            <label htmlFor="goal-share-snippet">{t('share.code')}</label>
            <textarea
              id="goal-share-snippet"
              ref={snippetRef}
              className="goals-snippet"
              readOnly
              rows={4}
              value={snippet}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          {copied && (
            <p className="goals-muted" role="status">
              {copied === 'copied' ? t('share.copied') : t('share.pressCopy')}
            </p>
          )}
          {revokeError && <Alert kind="error">{revokeError}</Alert>}
        </>
      )}
      <div className="ot-actions">
        {snippet && !revoked && (
          <>
            <button
              type="button"
              className="ot-button ot-button--danger goals-actions__left"
              onClick={onRevoke}
              disabled={revokeState.isLoading}
            >
              {revokeState.isLoading ? t('share.revoking') : t('share.revoke')}
            </button>
            <button type="button" className="ot-button" onClick={() => void onCopy(snippet)}>
              {t('share.copy')}
            </button>
          </>
        )}
        <button type="button" className="ot-button ot-button--secondary" onClick={onClose}>
          {t('share.done')}
        </button>
      </div>
    </Modal>
  );
}
