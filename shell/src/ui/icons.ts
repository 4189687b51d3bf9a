/**
 * The icons OnTrack draws, from lucide (`lucide-react`, a dependency of the shell alone): the remotes
 * take them from `@ontrack/shell/ui` too, so nobody else depends on the icon set. One named export
 * per icon in use: lucide-react has no side effects, so a production build bundles only these.
 *
 * Every icon here is decorative, next to a text label (or inside a button with an aria-label):
 * lucide draws an icon with `aria-hidden="true"` unless it is given a label of its own.
 */
export type { LucideIcon as Icon } from 'lucide-react';
export {
  ArrowDown,
  ArrowRight,
  ArrowUp,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronRight,
  CircleUserRound,
  CreditCard,
  Layers,
  LayoutDashboard,
  Target,
  TrendingUp,
  Umbrella,
  Upload,
  X,
} from 'lucide-react';
