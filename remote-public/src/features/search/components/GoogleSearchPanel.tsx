// HireGen's search panel on Google-style pages: the query language's help under the box. A chunk
// of its own (HireGenSearch picks by page style), so LinkedIn-style pages never fetch the help.
import type { SearchVariant } from '../search-variants';
import { HireGenSearchPanel } from './HireGenSearchPanel';
import { QueryLanguageHelp } from './QueryLanguageHelp';

const PARTS = { Help: QueryLanguageHelp };

export const GoogleSearchPanel = ({ variant }: { variant: SearchVariant }) => <HireGenSearchPanel variant={variant} parts={PARTS} />;
