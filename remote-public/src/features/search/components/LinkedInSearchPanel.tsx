// HireGen's search panel on LinkedIn-style pages: filters beside the results. A chunk of its own
// (HireGenSearch picks by page style), so Google-style pages never fetch the filters.
import type { SearchVariant } from '../search-variants';
import { HireGenSearchPanel } from './HireGenSearchPanel';
import { SearchFilters } from './SearchFilters';

const PARTS = { Filters: SearchFilters };

export const LinkedInSearchPanel = ({ variant }: { variant: SearchVariant }) => <HireGenSearchPanel variant={variant} parts={PARTS} />;
