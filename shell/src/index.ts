import { showStartupFailure } from './app/startup-failure';

// The async boundary lets federation negotiate shared modules before any of them runs.
import('./bootstrap')
  .then(({ boot }) => boot())
  .catch(showStartupFailure);
