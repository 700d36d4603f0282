import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { ServicesOverview } from '../../features/services/components/ServicesOverview';

/**
 * Mounted by the shell at /genai-services/*. The index is the overview; each tool's own screen
 * (at /genai-services/<slug>) is added here as it lands.
 */
export default function ServicesArea() {
  return (
    <Routes>
      <Route index element={<ServicesOverview />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
