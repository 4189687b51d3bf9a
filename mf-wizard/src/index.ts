// Standalone preview of this remote (`npm run serve`); inside the shell only the exposed modules load.
import('./standalone').catch((error: unknown) => {
  console.error('The standalone preview of mf-wizard failed to load.', error);
});
