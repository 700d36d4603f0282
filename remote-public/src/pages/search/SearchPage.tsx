import { useLocation } from 'react-router-dom';
import { SearchLanding } from '../../features/search/components/SearchLanding';
import { searchVariantFor } from '../../features/search/search-variants';

/** Mounted at the four search paths; the path picks jobs or candidates, LinkedIn- or Google-style. */
export default function SearchPage() {
  const { pathname } = useLocation();
  return <SearchLanding variant={searchVariantFor(pathname)} />;
}
