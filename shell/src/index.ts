// Shared modules are negotiated asynchronously: the app starts from a dynamic import.
import('./bootstrap');
