import type { PreviewProps, PreviewRemote } from '@ontrack/shell/platform';
import { RemoteView } from '../federation/RemoteView';
import { useTranslation } from 'react-i18next';

/** A remote's `./Preview` in its own boundary: the dashboard composes these without loading remotes itself. */
export function RemotePreview({ remote, props }: { remote: PreviewRemote; props: PreviewProps }) {
  const { t } = useTranslation();
  const label = { goals: t('app.preview.goals'), spending: t('app.preview.spending'), networth: t('app.preview.networth') }[remote];
  return <RemoteView remote={remote} module="Preview" label={label} props={props} />;
}
