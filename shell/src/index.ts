// Shared modules are negotiated asynchronously: the app starts from a dynamic import. Nothing
// waits on it: the page without its app is all there is to show if it fails.
void import('./bootstrap');
