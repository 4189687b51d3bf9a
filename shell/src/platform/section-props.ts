import type { ComponentType } from 'react';
import type { Section } from './navigation';

/** The remotes whose `./Preview` the dashboard shows. */
export type PreviewRemote = 'goals' | 'spending' | 'networth';

/** Props of a preview: it links to its full section and shows no add, edit or delete controls. */
export interface PreviewProps {
  onNavigate: (section: Section) => void;
}

/**
 * The shell renders a remote's `./Preview` inside its own boundary, so a remote that is down
 * degrades alone and remotes never load each other (docs/architecture.md, Remotes).
 */
export type RemotePreviewComponent = ComponentType<{ remote: PreviewRemote; props: PreviewProps }>;

/** Props the shell gives every section page (`./Page`, `./Retirement`). */
export interface SectionProps {
  onNavigate: (section: Section) => void;
  /** Given to the dashboard only. */
  RemotePreview?: RemotePreviewComponent;
}

/** Props of the update-data wizard (`wizard/Wizard`). */
export interface WizardProps {
  onClose: () => void;
}
