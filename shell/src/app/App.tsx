import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import type { RegisteredRemote } from 'shared-schemas';
import { AppToasters } from 'shared-ui';
import { ShellLayout } from '../layout/ShellLayout';
import { appRoutes } from './routes';
import { DocumentTitle } from './DocumentTitle';
import { ScrollToTop } from './ScrollToTop';

/** The shell: session, router and toasts around the layout; routes come from the registry. */
export function App({ remotes }: { remotes: RegisteredRemote[] }) {
  return (
    <SessionProvider>
      <BrowserRouter>
        <ScrollToTop />
        <DocumentTitle />
        <AppToasters />
        <Routes>
          <Route element={<ShellLayout />}>{appRoutes(remotes)}</Route>
        </Routes>
      </BrowserRouter>
    </SessionProvider>
  );
}
