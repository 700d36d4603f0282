import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { AppToasters } from 'shared-ui';
import { ShellLayout } from '../layout/ShellLayout';
import { appRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';

export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <ScrollToTop />
        <AppToasters />
        <Routes>
          <Route element={<ShellLayout />}>{appRoutes()}</Route>
        </Routes>
      </BrowserRouter>
    </SessionProvider>
  );
}
