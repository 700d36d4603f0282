// The async boundary lets federation negotiate shared modules before any of them runs.
import('./bootstrap');
