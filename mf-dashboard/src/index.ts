// Standalone preview of this remote (`npm run serve`); inside the shell only the exposed modules load.
import('./standalone');
